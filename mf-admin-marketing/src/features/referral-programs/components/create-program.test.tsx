import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp, renderAdminList } from '@storefront/shared/testing/admin-app';
import { page } from '@storefront/shared/testing/fixtures';
import { type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeProgram, referralStats } from '../../../testing/fixtures';

function stub(create: Routes[string]) {
  return stubApi({
    'GET /referrals/stats': jsonResponse(200, referralStats),
    'GET /referrals/programs': jsonResponse(200, page('programs', [makeProgram()])),
    'POST /referrals/programs': create,
  });
}

async function openDialog() {
  const user = userEvent.setup();
  await renderAdminList('/admin/referrals?tab=programs', 'Программы');
  await user.click(screen.getByRole('button', { name: 'Создать программу' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Новая реферальная программа' }) };
}

describe('programs tab: create a program', () => {
  it('lists the programs with their state', async () => {
    stub(jsonResponse(201, makeProgram()));
    renderAdminApp('/admin/referrals?tab=programs');
    const list = await screen.findByRole('list', { name: 'Программы' });
    expect(list).toHaveTextContent('Приведи друга');
    expect(list).toHaveTextContent('Публичная');
    expect(list).toHaveTextContent('Выплачено: 300 ₽');
  });

  it('starts with the 100 ₽ reward and a public program; sends the form and says so', async () => {
    const api = stub(jsonResponse(201, makeProgram({ id: 2 })));
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByLabelText('Вознаграждение, ₽')).toHaveValue('100');
    expect(within(dialog).getByRole('checkbox', { name: 'Публичная' })).toBeChecked();
    await user.type(within(dialog).getByLabelText('Название'), ' Весна ');
    await user.type(within(dialog).getByLabelText('Описание'), 'Весенняя');
    await user.clear(within(dialog).getByLabelText('Вознаграждение, ₽'));
    await user.type(within(dialog).getByLabelText('Вознаграждение, ₽'), '250');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Публичная' }));
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));

    expect(await screen.findByText('Реферальная программа создана!')).toBeInTheDocument();
    expect(api.to('POST', '/referrals/programs').map((c) => c.body)).toEqual([
      { name: 'Весна', description: 'Весенняя', reward_amount: 250, is_public: false },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.to('GET', '/referrals/programs').length).toBeGreaterThan(1));
  });

  it('a refused program says so and keeps the dialog open', async () => {
    stub(jsonResponse(500, { detail: 'boom' }));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Название'), 'Весна');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Ошибка создания программы')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Название')).toHaveValue('Весна');
  });

  it('needs a name and a reward that is not negative', async () => {
    const api = stub(jsonResponse(201, makeProgram()));
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Введите название программы');
    await user.type(within(dialog).getByLabelText('Название'), 'Весна');
    await user.clear(within(dialog).getByLabelText('Вознаграждение, ₽'));
    await user.type(within(dialog).getByLabelText('Вознаграждение, ₽'), '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Вознаграждение не может быть отрицательным',
    );
    expect(api.to('POST', '/referrals/programs')).toHaveLength(0);
  });
});
