/**
 * An order's history from its rows (issue 23), without the database: the status it was bought
 * in, the statuses it moved to, and the admins' timeline in order.
 */

import type { Order, OrderEvent, OrderStatusStep } from '@storefront/shared/contract/orders';
import type { OrderStatus } from '@storefront/shared/contract/values';
import type { OrderStep, Timed } from './order-timeline.ts';

type Move = Exclude<OrderStep['action'], 'order_create'>;
const MOVED_TO: Record<Move, OrderStatus> = {
  order_approve: 'paid',
  order_complete: 'completed',
  order_cancel: 'canceled',
};

/**
 * Lines of one instant (one transaction) in the order a reader follows: the purchase, the money
 * that moved, the status it moved with (a cancel and its refund), then what people added.
 */
const KIND_RANK: Record<OrderEvent['kind'], number> = {
  created: 0,
  money: 1,
  status: 2,
  ticket: 3,
  review: 4,
  note: 5,
};

type Created = Extract<OrderEvent, { kind: 'created' }>;
type StatusLine = Timed<Extract<OrderEvent, { kind: 'status' }>>;

/**
 * The status the order was bought in. Its purchase's activity row records it since issue 23;
 * for older rows: only an order that waited for approval can have been approved, so an approval
 * as its first move says it waited. An older order cancelled while it waited reads as paid:
 * nothing kept says otherwise.
 */
export function startingStatus(order: Order, steps: OrderStep[]): OrderStatus {
  const recorded = steps.find((step) => step.action === 'order_create')?.status;
  if (recorded === 'paid' || recorded === 'awaiting_approval') return recorded;
  const firstMove = steps.find((step) => step.action !== 'order_create');
  if (firstMove) return firstMove.action === 'order_approve' ? 'awaiting_approval' : 'paid';
  return order.status === 'awaiting_approval' ? 'awaiting_approval' : 'paid';
}

/** The purchase, by the buyer, and the admins' moves, oldest first. */
function statusLines(order: Order, steps: OrderStep[]): { created: Created; moves: StatusLine[] } {
  const created: Created = {
    kind: 'created',
    at: order.created_at,
    author: order.username,
    status: startingStatus(order, steps),
  };
  const moves = steps.flatMap(({ action, at, author, key, seq }): StatusLine[] =>
    action === 'order_create'
      ? []
      : [{ kind: 'status', at, author, status: MOVED_TO[action], key, seq }],
  );
  return { created, moves };
}

/** The customer's history: the status bought in, then each move; no authors. */
export function customerHistory(order: Order, steps: OrderStep[]): OrderStatusStep[] {
  const { created, moves } = statusLines(order, steps);
  return [created, ...moves].map(({ status, at }) => ({ status, at }));
}

// Keys are fixed-width UTC times: compared as plain strings, not by a locale's collation.
const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byTime = (a: Timed<OrderEvent>, b: Timed<OrderEvent>) =>
  compareKeys(a.key, b.key) || KIND_RANK[a.kind] - KIND_RANK[b.kind] || a.seq - b.seq;

const untimed = ({ key: _key, seq: _seq, ...event }: Timed<OrderEvent>) => event as OrderEvent;

/**
 * The admins' timeline, oldest first: the purchase always opens it (its ledger row shares its
 * instant), the rest by time, then by KIND_RANK, then by row.
 */
export function adminTimeline(
  order: Order,
  steps: OrderStep[],
  lines: Timed<OrderEvent>[],
): OrderEvent[] {
  const { created, moves } = statusLines(order, steps);
  return [created, ...[...moves, ...lines].sort(byTime).map(untimed)];
}
