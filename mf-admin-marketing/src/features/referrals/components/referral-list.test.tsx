import { jsonResponse } from '@storefront/shared/testing';
import { location, renderAdminApp, renderAdminList } from '@storefront/shared/testing/admin-app';
import { page } from '@storefront/shared/testing/fixtures';
import { lastQuery } from '@storefront/shared/testing/lists';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeReferral, referralStats } from '../../../testing/fixtures';

const referrals = [
  makeReferral({ id: 1, status: 'active' }),
  makeReferral({ id: 2, referee_username: 'vera', status: 'pending', reward_amount: null }),
  makeReferral({ id: 3, referee_username: 'gleb', status: 'inactive', referee_email: null }),
];

function stub() {
  return stubApi({
    'GET /referrals/stats': jsonResponse(200, referralStats),
    'GET /referrals/referrals': jsonResponse(200, page('referrals', referrals)),
  });
}

describe('referrals tab', () => {
  it("labels the states 'Активен', 'Ожидает', 'Неактивен'", async () => {
    stub();
    renderAdminApp('/admin/referrals?tab=referrals');
    const list = await screen.findByRole('list', { name: 'Рефералы' });
    const rows = within(list).getAllByRole('listitem');
    expect(
      rows.map((row) => within(row).getByText(/^(Активен|Ожидает|Неактивен)$/).textContent),
    ).toEqual(['Активен', 'Ожидает', 'Неактивен']);
    expect(rows[0]).toHaveTextContent('boris@example.com');
    expect(rows[0]).toHaveTextContent('Вознаграждение: 100 ₽');
    expect(rows[1]).toHaveTextContent('Вознаграждение: —');
  });

  it('says why a referral was not rewarded, and nothing for one that was', async () => {
    stubApi({
      'GET /referrals/stats': jsonResponse(200, referralStats),
      'GET /referrals/referrals': jsonResponse(
        200,
        page('referrals', [
          makeReferral({ id: 1, status: 'active' }),
          makeReferral({
            id: 2,
            status: 'pending',
            reward_amount: null,
            not_rewarded_reason: 'free_order',
          }),
          makeReferral({
            id: 3,
            status: 'inactive',
            reward_amount: null,
            not_rewarded_reason: 'referrer_inactive',
          }),
          makeReferral({
            id: 4,
            status: 'inactive',
            reward_amount: null,
            not_rewarded_reason: 'no_program',
          }),
        ]),
      ),
    });
    renderAdminApp('/admin/referrals?tab=referrals');
    const list = await screen.findByRole('list', { name: 'Рефералы' });
    const [rewarded, free, inactive, noProgram] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(rewarded).queryByTestId('referral-not-rewarded')).not.toBeInTheDocument();
    const reason = (row: HTMLElement) =>
      (within(row).getByTestId('referral-not-rewarded').textContent ?? '').replace(/\u00a0/g, ' ');
    expect(reason(free)).toBe(
      'Заказ на 0 ₽: вознаграждение не начисляется, его принесёт первый оплаченный заказ',
    );
    expect(reason(inactive)).toBe('Пригласивший отключён: вознаграждение не начислено');
    expect(reason(noProgram)).toBe(
      'При регистрации не действовала ни одна программа: вознаграждение не положено',
    );
  });

  it('searches referrer, referee and e-mail through the API', async () => {
    const api = stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/referrals?tab=referrals', 'Рефералы');
    await user.type(screen.getByRole('searchbox', { name: 'Поиск рефералов' }), 'Boris@{Enter}');
    await waitFor(() => expect(location()).toBe('/admin/referrals?tab=referrals&search=Boris%40'));
    await waitFor(() =>
      expect(lastQuery(api, '/referrals/referrals')).toEqual({
        page: '1',
        size: '20',
        search: 'Boris@',
      }),
    );
  });

  it('filters by state, in the URL and the request', async () => {
    const api = stub();
    const user = userEvent.setup();
    await renderAdminList('/admin/referrals?tab=referrals', 'Рефералы');
    await user.selectOptions(screen.getByLabelText('Статус'), 'Ожидает');
    expect(location()).toBe('/admin/referrals?tab=referrals&status=pending');
    await waitFor(() => expect(lastQuery(api, '/referrals/referrals').status).toBe('pending'));
  });
});
