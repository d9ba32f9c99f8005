/**
 * The statements of a ticket's writes (tickets.ts runs them in its transactions), part of the
 * tickets repository.
 */
import type { Ticket } from '@storefront/shared/contract/tickets';
import { sql } from 'drizzle-orm';
import { insertedRow, rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';

export interface LockedTicket {
  id: number;
  number: number;
  user_id: number;
  status: Ticket['status'];
}

export const ticketWrites = {
  async lock(id: number, tx: Db): Promise<LockedTicket | null> {
    const [row] = await rowsOf<LockedTicket>(
      tx.execute(sql`SELECT id, number, user_id, status FROM tickets WHERE id = ${id} FOR UPDATE`),
    );
    return row ?? null;
  },

  /**
   * How many of the customer's tickets are not closed, counted under their user row's lock
   * (NO KEY UPDATE: foreign key checks and sign-ins never wait), so one customer's creations
   * run one after another and the count cannot be raced past.
   */
  async lockAndCountOpen(userId: number, tx: Db): Promise<number> {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR NO KEY UPDATE`);
    const [open] = await rowsOf<{ n: number }>(
      tx.execute(sql`SELECT count(*)::int AS n FROM tickets
        WHERE user_id = ${userId} AND status <> 'closed'`),
    );
    return open?.n ?? 0;
  },

  /** Whether the order is the user's, key-share locked while the ticket names it. */
  async lockOwnOrder(orderId: number, userId: number, tx: Db): Promise<boolean> {
    const [order] = await rowsOf<{ id: number }>(
      tx.execute(sql`SELECT id FROM orders WHERE id = ${orderId} AND user_id = ${userId}
        FOR KEY SHARE`),
    );
    return order !== undefined;
  },

  /** A new ticket and its first message. */
  async open(
    ticket: { userId: number; subject: string; orderId: number | null; text: string },
    tx: Db,
  ): Promise<{ id: number; number: number }> {
    const row = insertedRow(
      await rowsOf<{ id: number; number: number }>(
        tx.execute(sql`INSERT INTO tickets (user_id, subject, order_id)
          VALUES (${ticket.userId}, ${ticket.subject}, ${ticket.orderId}) RETURNING id, number`),
      ),
    );
    await tx.execute(sql`INSERT INTO ticket_messages (ticket_id, author_id, from_shop, text)
      VALUES (${row.id}, ${ticket.userId}, false, ${ticket.text})`);
    return row;
  },

  /**
   * A reply and the ticket's new status. The clock after the row lock, not the transaction's
   * start: replies waiting on one another are dated in the order they are written, so the
   * thread and the status agree.
   */
  async reply(
    reply: { id: number; authorId: number; fromShop: boolean; text: string; status: string },
    tx: Db,
  ): Promise<void> {
    const { id, authorId, fromShop, text, status } = reply;
    await tx.execute(sql`INSERT INTO ticket_messages (ticket_id, author_id, from_shop, text,
        created_at) VALUES (${id}, ${authorId}, ${fromShop}, ${text}, clock_timestamp())`);
    await tx.execute(sql`UPDATE tickets SET status = ${status}, updated_at = clock_timestamp(),
      last_message_at = clock_timestamp() WHERE id = ${id}`);
  },

  async close(id: number, tx: Db): Promise<void> {
    await tx.execute(sql`UPDATE tickets SET status = 'closed',
      updated_at = clock_timestamp() WHERE id = ${id}`);
  },
};
