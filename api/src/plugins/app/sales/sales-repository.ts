/**
 * The sales figures (issue 23), read from the days the database keeps (migration 0018): a
 * period costs its days' rows (up to 8 per day, one per product and city sold that day), never
 * its orders. Money is summed as numeric and answered as text.
 */
import type {
  DayRange,
  SalesFigures,
  SalesPoint,
  SalesTopCity,
  SalesTopProduct,
} from '@storefront/shared/contract/sales';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import { repositoryPlugin } from '../domain-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    salesRepository: SalesRepository;
  }
}

const EMPTY: SalesFigures = {
  revenue: '0.00',
  orders: 0,
  average_order: '0.00',
  refunds: '0.00',
  refunded_orders: 0,
  new_customers: 0,
  top_ups: '0.00',
  top_up_count: 0,
};

export function createSalesRepository(db: Db) {
  return {
    /** The shop's today and its zone, as the database counts days. */
    async today(): Promise<{ today: string; time_zone: string }> {
      const [row] = await rowsOf<{ today: string; time_zone: string }>(
        db.execute(sql`SELECT shop_day(now())::text AS today, shop_time_zone() AS time_zone`),
      );
      if (!row) throw new Error('SELECT gave no row');
      return row;
    },

    async figures({ date_from, date_to }: DayRange): Promise<SalesFigures> {
      const [row] = await rowsOf<SalesFigures>(
        db.execute(sql`SELECT (gross - refunds)::numeric(16, 2)::text AS revenue,
            (orders - canceled)::int AS orders,
            CASE WHEN orders > canceled
              THEN round((gross - refunds) / (orders - canceled), 2)::numeric(16, 2)::text
              ELSE '0.00' END AS average_order,
            refunds::numeric(16, 2)::text AS refunds, canceled::int AS refunded_orders,
            new_customers::int AS new_customers, top_up_amount::numeric(16, 2)::text AS top_ups,
            top_ups::int AS top_up_count
          FROM (SELECT coalesce(sum(orders), 0) AS orders, coalesce(sum(gross), 0) AS gross,
              coalesce(sum(canceled), 0) AS canceled, coalesce(sum(refunds), 0) AS refunds,
              coalesce(sum(new_customers), 0) AS new_customers,
              coalesce(sum(top_ups), 0) AS top_ups,
              coalesce(sum(top_up_amount), 0) AS top_up_amount
            FROM sales_days WHERE day BETWEEN ${date_from}::date AND ${date_to}::date) s`),
      );
      return row ?? EMPTY;
    },

    /** Every day, or every week from its Monday, of the period: empty ones with zeros. */
    series({ date_from, date_to }: DayRange, step: 'day' | 'week'): Promise<SalesPoint[]> {
      const first =
        step === 'day' ? sql`${date_from}::date` : sql`date_trunc('week', ${date_from}::date)`;
      return rowsOf<SalesPoint>(
        db.execute(sql`SELECT greatest(g.start::date, ${date_from}::date)::text AS start,
            coalesce(sum(s.gross - s.refunds), 0)::numeric(16, 2)::text AS revenue,
            coalesce(sum(s.orders - s.canceled), 0)::int AS orders
          FROM generate_series(${first}, ${date_to}::date, ${`1 ${step}`}::interval) g(start)
          LEFT JOIN sales_days s ON s.day >= g.start::date
            AND s.day < (g.start + ${`1 ${step}`}::interval)::date
            AND s.day BETWEEN ${date_from}::date AND ${date_to}::date
          GROUP BY g.start ORDER BY g.start`),
      );
    },

    topProducts({ date_from, date_to }: DayRange, limit: number): Promise<SalesTopProduct[]> {
      return rowsOf<SalesTopProduct>(
        db.execute(sql`SELECT t.product_id, coalesce(p.name, '') AS name,
            t.revenue::numeric(16, 2)::text AS revenue, t.quantity::int AS quantity,
            t.orders::int AS orders
          FROM (SELECT product_id, sum(revenue) AS revenue, sum(quantity) AS quantity,
              sum(orders) AS orders
            FROM sales_product_days WHERE day BETWEEN ${date_from}::date AND ${date_to}::date
            GROUP BY product_id HAVING sum(orders) > 0
            ORDER BY sum(revenue) DESC, product_id LIMIT ${limit}) t
          LEFT JOIN products p ON p.id = t.product_id
          ORDER BY t.revenue DESC, t.product_id`),
      );
    },

    topCities({ date_from, date_to }: DayRange, limit: number): Promise<SalesTopCity[]> {
      return rowsOf<SalesTopCity>(
        db.execute(sql`SELECT t.city_id, coalesce(c.name, '') AS name,
            t.revenue::numeric(16, 2)::text AS revenue, t.orders::int AS orders
          FROM (SELECT city_id, sum(revenue) AS revenue, sum(orders) AS orders
            FROM sales_city_days WHERE day BETWEEN ${date_from}::date AND ${date_to}::date
            GROUP BY city_id HAVING sum(orders) > 0
            ORDER BY sum(revenue) DESC, city_id LIMIT ${limit}) t
          LEFT JOIN cities c ON c.id = t.city_id
          ORDER BY t.revenue DESC, t.city_id`),
      );
    },
  };
}

export type SalesRepository = ReturnType<typeof createSalesRepository>;

export default repositoryPlugin('salesRepository', createSalesRepository);
