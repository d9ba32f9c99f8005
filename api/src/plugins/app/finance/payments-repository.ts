/**
 * Payments (issue 20): finding one, the create's statements, the owner's page's and the periodic
 * check's claims, the status moves (payment-moves.ts) and the lists (payments-listing.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { type PaymentRow, payments } from '../../../db/schema/index.ts';
import { firstRow, insertedRow, rowsOf } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { repositoryPlugin } from '../domain-plugin.ts';
import { paymentMoves } from './payment-moves.ts';
import type { GatewayPayment } from './payment-provider.ts';
import { myPaymentsPage, type PaymentFilter, paymentsPage } from './payments-listing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    paymentsRepository: PaymentsRepository;
  }
}

/** pg_advisory_xact_lock(class, user id): one create per user at a time (coupons use ids > 0). */
const PENDING_LOCK_CLASS = -20;

/** When the periodic check asks about a payment: `after` its create, `again` after the last ask. */
export interface DueRule {
  provider: string;
  after: string;
  again: string;
  batch: number;
}

export function createPaymentsRepository(db: Db) {
  return {
    ...paymentMoves,
    page: (filter: PaymentFilter, paging: Paging) => paymentsPage(db, filter, paging),
    mine: (filter: PaymentFilter, paging: Paging) => myPaymentsPage(db, filter, paging),

    async find(id: string, tx: Db = db): Promise<PaymentRow | null> {
      return firstRow(await tx.select().from(payments).where(eq(payments.id, id)));
    },

    /** Ours that the gateway's payment `gatewayId` of `provider` is stored with. */
    async findByGatewayId(provider: string, gatewayId: string): Promise<PaymentRow | undefined> {
      const [known] = await db
        .select()
        .from(payments)
        .where(sql`${payments.provider} = ${provider}
          AND ${payments.providerPaymentId} = ${gatewayId}`);
      return known;
    },

    /**
     * Claims a pending gateway payment for the owner's page: `checked_at` moves to now unless
     * someone (on any replica) asked about it within `every`. undefined: not claimed.
     */
    async claimOwnerCheck(id: string, every: string): Promise<PaymentRow | undefined> {
      const [claimed] = await db
        .update(payments)
        .set({ checkedAt: new Date() })
        .where(sql`${payments.id} = ${id} AND ${payments.status} = 'pending'
          AND ${payments.providerPaymentId} IS NOT NULL
          AND (${payments.checkedAt} IS NULL
            OR ${payments.checkedAt} < now() - ${every}::interval)`)
        .returning();
      return claimed;
    },

    /**
     * Claims a batch for the periodic check: due rows get `checked_at = now()`, and another
     * replica's pass skips the rows this one holds.
     */
    async claimDue(rule: DueRule): Promise<string[]> {
      const rows = await rowsOf<{ id: string }>(
        db.execute(sql`UPDATE payments SET checked_at = now() WHERE id IN (
          SELECT id FROM payments
          WHERE provider = ${rule.provider}
            AND (status = 'pending'
              OR (status = 'canceled' AND gateway_status IS DISTINCT FROM 'canceled'))
            AND created_at < now() - ${rule.after}::interval
            AND (checked_at IS NULL OR checked_at < now() - ${rule.again}::interval)
          ORDER BY checked_at NULLS FIRST, created_at
          LIMIT ${rule.batch}
          FOR UPDATE SKIP LOCKED)
        RETURNING id::text AS id`),
      );
      return rows.map((row) => row.id);
    },

    /** The user's pending payments, counted under their advisory lock (one create at a time). */
    async lockAndCountPending(userId: number, tx: Db): Promise<number> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${PENDING_LOCK_CLASS}, ${userId})`);
      const [pending] = await rowsOf<{ count: number }>(
        tx.execute(sql`SELECT count(*)::int AS count FROM payments
          WHERE user_id = ${userId} AND status = 'pending'`),
      );
      return pending?.count ?? 0;
    },

    async insert(values: typeof payments.$inferInsert, tx: Db): Promise<PaymentRow> {
      return insertedRow(await tx.insert(payments).values(values).returning());
    },

    /**
     * Keeps the gateway's answer to a create with ours, unless ours already holds another
     * gateway id. A page to pay on exists from now: whatever ours became meanwhile (the owner
     * may have cancelled it), the periodic check asks the gateway about it again.
     */
    async storeGatewayPayment(
      id: string,
      gateway: GatewayPayment,
    ): Promise<PaymentRow | undefined> {
      const [updated] = await db
        .update(payments)
        .set({
          providerPaymentId: gateway.providerPaymentId,
          confirmationUrl: gateway.confirmationUrl,
          gatewayStatus: sql`CASE WHEN ${payments.providerPaymentId} IS NULL
            AND ${gateway.providerPaymentId}::text IS NOT NULL THEN NULL
            ELSE ${payments.gatewayStatus} END`,
        })
        .where(sql`${payments.id} = ${id} AND (${payments.providerPaymentId} IS NULL
          OR ${payments.providerPaymentId} = ${gateway.providerPaymentId})`)
        .returning();
      return updated;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;

export default repositoryPlugin('paymentsRepository', createPaymentsRepository);
