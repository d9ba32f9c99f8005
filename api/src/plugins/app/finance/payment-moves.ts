/**
 * The conditional UPDATEs that move a payment's status (payment-settlement.ts runs them in its
 * transactions), part of the payments repository. Each answers the moved row, or undefined when
 * the payment was not in a state it moves from.
 */
import { eq, sql } from 'drizzle-orm';
import { type PaymentRow, payments } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';
import type { GatewayPaymentState } from './payment-provider.ts';
import type { Outcome } from './payment-rules.ts';

export const paymentMoves = {
  /**
   * The owner's move: pending → outcome. Without the gateway's id (the test provider, or a
   * create never answered) nobody has a page to pay on: the owner's word is final there too,
   * and the periodic check stops.
   */
  async byOwner(id: string, outcome: Outcome, tx: Db): Promise<PaymentRow | undefined> {
    const [moved] = await tx
      .update(payments)
      .set({
        status: outcome,
        paidAt: outcome === 'succeeded' ? new Date() : null,
        gatewayStatus: sql`CASE WHEN ${payments.providerPaymentId} IS NULL
          THEN ${outcome} ELSE ${payments.gatewayStatus} END`,
      })
      .where(sql`${payments.id} = ${id} AND ${payments.status} = 'pending'`)
      .returning();
    return moved;
  },

  /**
   * The gateway's word on `id` (stored with the gateway's id, or storing it now): to `outcome`
   * (a success also from canceled), or only noting the word when `outcome` is null.
   */
  async byGateway(
    id: string,
    state: GatewayPaymentState,
    outcome: Outcome | null,
    tx: Db,
  ): Promise<PaymentRow | undefined> {
    const from = outcome === 'succeeded' ? sql`IN ('pending', 'canceled')` : sql`= 'pending'`;
    const [moved] = await tx
      .update(payments)
      .set({
        status: outcome ?? payments.status,
        paidAt: outcome === 'succeeded' ? new Date() : sql`${payments.paidAt}`,
        providerPaymentId: state.providerPaymentId,
        gatewayStatus: state.status,
        checkedAt: new Date(),
      })
      .where(sql`${payments.id} = ${id}
        AND (${payments.providerPaymentId} IS NULL
          OR ${payments.providerPaymentId} = ${state.providerPaymentId})
        AND ${outcome ? sql`${payments.status} ${from}` : sql`true`}`)
      .returning();
    return moved;
  },

  /** The gateway's word on a payment already in its final state: only remembered. */
  async noteGatewayWord(id: string, state: GatewayPaymentState, tx: Db): Promise<void> {
    await tx
      .update(payments)
      .set({ gatewayStatus: state.status, checkedAt: new Date() })
      .where(eq(payments.id, id));
  },

  /** A pending payment without the gateway's id: canceled, nobody had its page. */
  async giveUp(id: string, tx: Db): Promise<PaymentRow | undefined> {
    const [moved] = await tx
      .update(payments)
      .set({ status: 'canceled', gatewayStatus: 'canceled', checkedAt: new Date() })
      .where(sql`${payments.id} = ${id} AND ${payments.status} = 'pending'
        AND ${payments.providerPaymentId} IS NULL`)
      .returning();
    return moved;
  },
};
