/**
 * The statements of a purchase and of the journal's moves (order-purchase.ts, order-moves.ts
 * run them in the service's transaction), part of the orders repository.
 *
 * The first locks of a purchase and of a cancel (issue 20, defect 1): the product's and the
 * district's rows, FOR KEY SHARE, before any stock row. Their deletes lock the same rows FOR
 * UPDATE first and then reach the stock rows (ON DELETE CASCADE) and the orders (SET NULL); a
 * purchase used to lock the stock row first and the product and district only through its
 * order's foreign keys, the opposite order, and both sides died of "deadlock detected". Now
 * whoever locks the product or district first goes on, and the other waits: a delete waits for
 * the purchase to commit, a purchase after a delete finds the row gone and says why.
 *
 * KEY SHARE, not SHARE: it conflicts only with a delete (or a key change), so purchases, price
 * edits and stock edits of the same product never wait for one another here.
 */
import type { OrderStatus } from '@storefront/shared/contract/values';
import { sql } from 'drizzle-orm';
import { insertedRow, rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';

/** The product and, when it exists, the district with its city, as a purchase finds them. */
export interface SaleItem {
  product_id: number;
  product_name: string;
  price: string | null;
  is_active: boolean;
  district_id: number | null;
  district_name: string;
  city_id: number;
  city_name: string;
}

/** An order as a purchase writes it; money as text. */
export interface NewOrder {
  userId: number;
  item: SaleItem;
  quantity: number;
  subtotal: string;
  discountAmount: string;
  discountName: string | null;
  couponId: number | null;
  couponCode: string | null;
  couponDiscount: string;
  total: string;
  status: OrderStatus;
}

/** An order as a move leaves it. */
export interface MovedOrder {
  id: number;
  number: number;
  user_id: number;
  product_id: number | null;
  district_id: number | null;
  quantity: number;
  coupon_id: number | null;
  total: string;
  /** The status it moved from (the event log's before). */
  previous_status: OrderStatus;
}

export const orderWrites = {
  /** The purchase's (and a cancel's) first locks, product then district (see above). */
  async lockCatalogRows(productId: number | null, districtId: number | null, tx: Db) {
    if (productId !== null) {
      await tx.execute(sql`SELECT id FROM products WHERE id = ${productId} FOR KEY SHARE`);
    }
    if (districtId !== null) {
      await tx.execute(sql`SELECT id FROM districts WHERE id = ${districtId} FOR KEY SHARE`);
    }
  },

  /** The product and, when it exists and is active, the district with its active city. */
  async saleItem(productId: number, districtId: number, tx: Db): Promise<SaleItem | null> {
    const [row] = await rowsOf<SaleItem>(
      tx.execute(sql`SELECT p.id AS product_id, p.name AS product_name, p.price::text AS price,
          p.is_active, d.id AS district_id, d.name AS district_name, c.id AS city_id,
          c.name AS city_name
        FROM products p
        LEFT JOIN districts d ON d.id = ${districtId} AND d.is_active
        LEFT JOIN cities c ON c.id = d.city_id AND c.is_active
        WHERE p.id = ${productId}`),
    );
    return row ?? null;
  },

  async insert(order: NewOrder, tx: Db): Promise<{ id: number; number: number }> {
    const { item } = order;
    const rows = await rowsOf<{ id: number; number: number }>(
      tx.execute(sql`INSERT INTO orders (user_id, product_id, product_name, unit_price, city_id,
          city_name, district_id, district_name, quantity, subtotal, discount_amount, discount_name,
          coupon_id, coupon_code, coupon_discount, total, status)
        VALUES (${order.userId}, ${item.product_id}, ${item.product_name}, ${item.price},
          ${item.city_id}, ${item.city_name}, ${item.district_id}, ${item.district_name},
          ${order.quantity}, ${order.subtotal}, ${order.discountAmount},
          ${order.discountName}, ${order.couponId},
          ${order.couponCode}, ${order.couponDiscount}, ${order.total},
          ${order.status})
        RETURNING id, number`),
    );
    return insertedRow(rows);
  },

  /** The product and district an order names (a cancel locks them first). */
  async catalogRowsOf(id: number, tx: Db) {
    const [refs] = await rowsOf<{ product_id: number | null; district_id: number | null }>(
      tx.execute(sql`SELECT product_id, district_id FROM orders WHERE id = ${id}`),
    );
    return refs ?? null;
  },

  /** ONE conditional UPDATE: the order moves only from a status in `from`. */
  async move(id: number, from: OrderStatus[], to: OrderStatus, tx: Db) {
    const allowed = sql.join(
      from.map((s) => sql`${s}`),
      sql`, `,
    );
    // The row is locked by the CTE, so the status it read is the one the UPDATE moves from.
    const [order] = await rowsOf<MovedOrder>(
      tx.execute(sql`WITH previous AS (SELECT id, status FROM orders WHERE id = ${id} FOR UPDATE)
        UPDATE orders o SET status = ${to}, updated_at = now()
        FROM previous p
        WHERE o.id = p.id AND o.status IN (${allowed})
        RETURNING o.id, o.number, o.user_id, o.product_id, o.district_id, o.quantity, o.coupon_id,
          o.total::text AS total, p.status AS previous_status`),
    );
    return order ?? null;
  },

  async exists(id: number, tx: Db): Promise<boolean> {
    const [row] = await rowsOf<{ id: number }>(
      tx.execute(sql`SELECT id FROM orders WHERE id = ${id}`),
    );
    return row !== undefined;
  },
};
