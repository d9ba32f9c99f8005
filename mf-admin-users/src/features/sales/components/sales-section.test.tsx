import type { SalesReport } from '@storefront/shared/contract/sales';
import { jsonResponse } from '@storefront/shared/testing';
import { renderAdminApp } from '@storefront/shared/testing/admin-app';
import { lastQuery } from '@storefront/shared/testing/lists';
import { never, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// The chart is a picture (aria-hidden) drawn in the browser: its numbers are the table tested here.
jest.mock('./sales-chart', () => ({ __esModule: true, default: () => null }));

const figures = (revenue: string, orders: number) => ({
  revenue,
  orders,
  average_order: orders ? (Number(revenue) / orders).toFixed(2) : '0.00',
  refunds: '500.00',
  refunded_orders: 1,
  new_customers: 4,
  top_ups: '3000.00',
  top_up_count: 2,
});

function report(overrides: Partial<SalesReport> = {}): SalesReport {
  return {
    time_zone: 'Europe/Moscow',
    today: '2026-11-28',
    period: { date_from: '2026-11-22', date_to: '2026-11-28' },
    previous: { date_from: '2026-11-15', date_to: '2026-11-21' },
    current: figures('12500.00', 10),
    before: figures('10000.00', 8),
    granularity: 'day',
    series: [
      { start: '2026-11-27', revenue: '2500.00', orders: 2 },
      { start: '2026-11-28', revenue: '10000.00', orders: 8 },
    ],
    top_products: [
      { product_id: 5, name: 'Чай сенча', revenue: '9000.00', quantity: 9, orders: 7 },
    ],
    top_cities: [{ city_id: 2, name: 'Казань', revenue: '12500.00', orders: 10 }],
    ...overrides,
  };
}

const seedStats = {
  'GET /admin/users/stats': never,
  'GET /admin/activities/stats': never,
  'GET /tasks/stats': never,
};
const card = (label: string) => screen.getByRole('group', { name: label });

describe("'Продажи' on /admin/statistics", () => {
  it('shows each figure beside the period before it, the numbers by day and the best lists', async () => {
    const api = stubApi({ ...seedStats, 'GET /admin/sales': jsonResponse(200, report()) });
    renderAdminApp('/admin/statistics');
    await waitFor(() => expect(card('Выручка')).toHaveTextContent(/12\s500\s₽/));
    expect(card('Выручка')).toHaveTextContent(/До этого: 10\s000\s₽ \(\+25\s?%\)/);
    expect(card('Заказы')).toHaveTextContent('До этого: 8 (+25 %)');
    expect(card('Средний чек')).toHaveTextContent(/1\s250\s₽/);
    expect(Object.fromEntries(api.to('GET', '/admin/sales')[0]?.query ?? [])).toEqual({
      period: '7d',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Выручка и заказы по дням' }));
    const days = screen.getByRole('table', { name: 'Выручка и заказы по дням' });
    expect(within(days).getAllByRole('row')).toHaveLength(3);
    expect(within(days).getByText(/10\s000\s₽/)).toBeInTheDocument();
    const products = screen.getByRole('table', { name: 'Лучшие товары' });
    expect(within(products).getByText('Чай сенча')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Лучшие города' })).toHaveTextContent('Казань');
    expect(screen.getByText(/часовому поясу магазина \(Europe\/Moscow\)/)).toBeInTheDocument();
  });

  it('asks for the period chosen, and for dates of one’s own', async () => {
    const api = stubApi({ ...seedStats, 'GET /admin/sales': jsonResponse(200, report()) });
    renderAdminApp('/admin/statistics');
    await userEvent.click(await screen.findByRole('button', { name: '30 дней' }));
    await waitFor(() => expect(lastQuery(api, '/admin/sales')).toEqual({ period: '30d' }));
    expect(screen.getByRole('button', { name: '30 дней' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Свой период' }));
    await userEvent.type(screen.getByLabelText('С'), '2026-10-01');
    await userEvent.type(screen.getByLabelText('По'), '2026-10-31');
    await waitFor(() =>
      expect(lastQuery(api, '/admin/sales')).toEqual({
        date_from: '2026-10-01',
        date_to: '2026-10-31',
      }),
    );
  });

  it("says the server's reason when it refuses the period, and what was before has no change", async () => {
    stubApi({
      ...seedStats,
      'GET /admin/sales': jsonResponse(422, {
        detail: [
          { loc: ['query', 'date_to'], msg: 'Период не длиннее 731 дня', type: 'value_error' },
        ],
      }),
    });
    renderAdminApp('/admin/statistics?period=custom&from=2020-01-01&to=2026-01-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('Период не длиннее 731 дня');
    expect(card('Выручка')).toHaveTextContent('Выручка—');
  });

  it('writes no change in percent when there was nothing before', async () => {
    stubApi({
      ...seedStats,
      'GET /admin/sales': jsonResponse(200, report({ before: figures('0.00', 0) })),
    });
    renderAdminApp('/admin/statistics');
    await waitFor(() => expect(card('Заказы')).toHaveTextContent('До этого: 0'));
    expect(card('Заказы')).not.toHaveTextContent('%');
  });
});
