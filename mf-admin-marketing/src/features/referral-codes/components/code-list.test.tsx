import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { page } from '@storefront/shared/testing/fixtures';
import { type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCode, referralStats } from '../../../testing/fixtures';

const anna = makeCode({ id: 3, code: 'ANNA2026' });
const boris = makeCode({ id: 4, code: 'BORIS', username: 'boris', is_active: false });

function stub(routes: Routes = {}) {
  return stubApi({
    'GET /referrals/stats': jsonResponse(200, referralStats),
    'GET /referrals/codes': jsonResponse(200, page('codes', [anna, boris])),
    ...routes,
  });
}

describe('codes tab', () => {
  it('lists every code with its owner, uses and state', async () => {
    stub();
    renderAdminApp('/admin/referrals?tab=codes');
    const list = await screen.findByRole('list', { name: 'Реферальные коды' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent(/ANNA2026annaАктивен/);
    expect(first).toHaveTextContent('Использований: 2');
    expect(second).toHaveTextContent(/BORISborisНеактивен/);
  });

  it.each([
    ['Деактивировать ANNA2026', '/referral/codes/3/toggle', false],
    ['Активировать BORIS', '/referral/codes/4/toggle', true],
  ])('"%s" sends the opposite is_active to the singular path', async (button, path, active) => {
    const api = stub({ [`PATCH ${path}`]: jsonResponse(200, anna) });
    const user = userEvent.setup();
    renderAdminApp('/admin/referrals?tab=codes');
    await user.click(await screen.findByRole('button', { name: button }));
    expect(await screen.findByText('Статус кода обновлен!')).toBeInTheDocument();
    expect(api.to('PATCH', path).map((c) => c.body)).toEqual([{ is_active: active }]);
    await waitFor(() => expect(api.to('GET', '/referrals/codes').length).toBeGreaterThan(1));
  });

  it('a refused toggle says so', async () => {
    stub({ 'PATCH /referral/codes/3/toggle': jsonResponse(404, { detail: 'Not Found' }) });
    const user = userEvent.setup();
    renderAdminApp('/admin/referrals?tab=codes');
    await user.click(await screen.findByRole('button', { name: 'Деактивировать ANNA2026' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка обновления статуса');
  });
});
