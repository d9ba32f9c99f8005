import type { Activity } from '@storefront/shared/contract/activities';
import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activity } from '../../../testing/activity-fixtures';

function stub(activities: Activity[] = [activity()]) {
  return stubApi({
    'GET /admin/activities': ({ query }) =>
      jsonResponse(200, {
        activities,
        total: 45,
        page: Number(query.get('page')),
        size: 20,
        pages: 3,
      }),
  });
}

const location = () => screen.getByTestId('location');
/** Lets the answers in flight arrive inside act. */
const settle = () => act(async () => {});

describe('/admin/logs', () => {
  it('shows time, user, action, description, resource ("Система" when empty), IP and metadata', async () => {
    stub([
      activity(),
      activity({
        id: 2,
        action: 'user_update',
        description: 'Роль изменена',
        resource_type: 'user',
        resource_id: '52',
        metadata_json: { role: { from: 'executor', to: 'staff' } },
      }),
    ]);
    renderAdminApp('/admin/logs');
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('boss');
    expect(items[0]).toHaveTextContent(/06\.05\.2026, \d\d:08:09/);
    expect(items[0]).toHaveTextContent('Ресурс: Система');
    expect(items[0]).toHaveTextContent('IP: 10.0.0.1');
    expect(within(items[0] as HTMLElement).queryByText('Данные')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Ресурс: Пользователь #52');
    expect(within(items[1] as HTMLElement).getByText('Данные')).toBeInTheDocument();
    expect(items[1]?.querySelector('pre')?.textContent).toContain('"to": "staff"');
  });

  it("writes an admin's change as each field from what to what (issue 23)", async () => {
    stub([
      activity({
        id: 3,
        action: 'coupon_update',
        resource_type: 'coupon',
        resource_id: '4',
        metadata_json: {
          before: { name: 'Лето', usage_limit: null, is_public: true },
          after: { name: 'Лето 2026', usage_limit: 50, is_public: true },
        },
      }),
    ]);
    renderAdminApp('/admin/logs');
    const changes = await screen.findByRole('group', { name: 'Изменения' });
    const lines = [...changes.querySelectorAll('dt')].map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );
    expect(lines).toEqual(['name: Лето → Лето 2026', 'usage_limit: — → 50']);
    // Inside an event of the log, not a list of its own: the log's rows stay its only items.
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows the description the API stored as it is, and how many events match', async () => {
    stub([activity({ description: 'Роль изменена', action: 'role_change' })]);
    renderAdminApp('/admin/logs');
    const [item] = await screen.findAllByRole('listitem');
    expect(within(item as HTMLElement).getByText('Роль изменена')).toBeInTheDocument();
    expect(screen.getByText('45 событий')).toBeInTheDocument();
  });

  it('sends the filters of the URL, dates as the local day’s bounds', async () => {
    const api = stub();
    renderAdminApp('/admin/logs?action=login&username=bo&from=2026-05-01&to=2026-05-06&page=2');
    await screen.findAllByRole('listitem');
    const query = Object.fromEntries(api.calls[0]?.query ?? []);
    expect(query).toEqual({
      page: '2',
      size: '20',
      action: 'login',
      username: 'bo',
      date_from: new Date('2026-05-01T00:00:00').toISOString(),
      date_to: new Date('2026-05-06T23:59:59.999').toISOString(),
    });
    expect(screen.getByLabelText('Действие')).toHaveValue('login');
    expect(screen.getByLabelText('С')).toHaveValue('2026-05-01');
    expect(screen.getByText('Страница 2 из 3')).toBeInTheDocument();
  });

  it('puts the chosen filters into the URL, back on page 1', async () => {
    jest.useFakeTimers();
    try {
      const api = stub();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderAdminApp('/admin/logs?page=3');
      await screen.findAllByRole('listitem');
      await user.selectOptions(screen.getByLabelText('Действие'), 'Неудачный вход');
      expect(location()).toHaveTextContent(/^\/admin\/logs\?action=login_failed$/);

      await user.type(screen.getByRole('searchbox', { name: 'Пользователь' }), 'ann');
      await act(async () => jest.advanceTimersByTime(300));
      expect(location()).toHaveTextContent('/admin/logs?action=login_failed&username=ann');
      await settle();

      await user.type(screen.getByLabelText('С'), '2026-05-01');
      expect(location()).toHaveTextContent('from=2026-05-01');
      await settle();
      expect(api.calls.at(-1)?.query.get('username')).toBe('ann');
      expect(api.calls.at(-1)?.query.get('action')).toBe('login_failed');

      await user.click(screen.getByRole('button', { name: 'Сбросить' }));
      expect(location()).toHaveTextContent(/^\/admin\/logs$/);
      await settle();
      expect(api.calls.at(-1)?.query.get('action')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when nothing matches the filters', async () => {
    stub([]);
    renderAdminApp('/admin/logs?action=login');
    expect(await screen.findByText('События не найдены')).toBeInTheDocument();
  });

  it('moves a page past the end (an old link) to the last page, replacing the address', async () => {
    const api = stub([]);
    renderAdminApp('/admin/logs?action=login&page=50');
    expect(await screen.findByText('Страница 3 из 3')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/admin\/logs\?action=login&page=3$/);
    expect(api.calls.at(-1)?.query.get('page')).toBe('3');
  });

  it('names each resource type of the catalog and marketing in Russian, with its id', async () => {
    const types = [
      ['city', '21', 'Город #21'],
      ['district', '4', 'Район #4'],
      ['product', '3', 'Товар #3'],
      ['file', 'a1b2.png', 'Файл a1b2.png'],
      ['coupon', '13', 'Купон #13'],
      ['referral_program', '1', 'Реферальная программа #1'],
      ['referral_code', '3', 'Реферальный код #3'],
      ['referral', '2', 'Реферал #2'],
      ['task', '7', 'Задача #7'],
    ] as const;
    stub(
      types.map(([type, id], i) => activity({ id: i + 1, resource_type: type, resource_id: id })),
    );
    renderAdminApp('/admin/logs');
    const items = await screen.findAllByRole('listitem');
    types.forEach(([, , label], i) => {
      expect(items[i]).toHaveTextContent(`Ресурс: ${label} ·`);
    });
  });

  it("names the service's actions and resources (issue 15) in Russian", async () => {
    const rows = [
      ['discount_create', 'discount', '4', 'Создание скидки', 'Скидка #4'],
      ['discount_update', 'discount', '4', 'Изменение скидки', 'Скидка #4'],
      ['discount_delete', 'discount', '4', 'Удаление скидки', 'Скидка #4'],
      ['ticket_create', 'ticket', '9', 'Новый тикет', 'Тикет #9'],
      ['ticket_reply', 'ticket', '9', 'Ответ в тикете', 'Тикет #9'],
      ['ticket_close', 'ticket', '9', 'Закрытие тикета', 'Тикет #9'],
      ['review_create', 'review', '12', 'Новый отзыв', 'Отзыв #12'],
      ['review_publish', 'review', '12', 'Публикация отзыва', 'Отзыв #12'],
      ['review_reject', 'review', '12', 'Отклонение отзыва', 'Отзыв #12'],
      ['settings_update', 'settings', '1', 'Изменение настроек магазина', 'Настройки магазина #1'],
    ] as const;
    stub(
      rows.map(([action, type, id], i) =>
        activity({ id: i + 1, action, resource_type: type, resource_id: id }),
      ),
    );
    renderAdminApp('/admin/logs');
    const items = await screen.findAllByRole('listitem');
    rows.forEach(([, , , label, resource], i) => {
      expect(within(items[i] as HTMLElement).getByText(label)).toBeInTheDocument();
      expect(items[i]).toHaveTextContent(`Ресурс: ${resource} ·`);
    });
    const filter = screen.getByLabelText('Действие');
    for (const [, , , label] of rows) {
      expect(within(filter).getByRole('option', { name: label })).toBeInTheDocument();
    }
  });

  it('adds the name the API recorded: the login of a user, resource_name of any other', async () => {
    stub([
      activity({ resource_type: 'user', resource_id: '52', metadata_json: { username: 'olga' } }),
      activity({
        id: 2,
        resource_type: 'city',
        resource_id: '21',
        metadata_json: { resource_name: 'Москва' },
      }),
      activity({
        id: 3,
        resource_type: 'ticket',
        resource_id: '4',
        metadata_json: { resource_name: '№ 1003' },
      }),
    ]);
    renderAdminApp('/admin/logs');
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Ресурс: Пользователь #52 «olga»');
    expect(items[1]).toHaveTextContent('Ресурс: Город #21 «Москва»');
    // Named by the number people know it by, not by the internal id.
    expect(items[2]).toHaveTextContent('Ресурс: Тикет № 1003');
    expect(items[2]).not.toHaveTextContent('#4');
  });
});
