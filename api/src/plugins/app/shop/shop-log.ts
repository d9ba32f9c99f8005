/**
 * The activity rows of the shop's writes (issue 14), through the same resource log as the
 * catalogue and marketing; their names and Russian descriptions are `shared/dto/activity`'s,
 * where the event log finds their labels. A price change is a `product_update` (its before and
 * after hold the price); a referral reward is named in its `order_complete` row's metadata.
 */
import { ACTIVITY_ACTIONS } from '@storefront/shared/activity';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/types.ts';

export type ShopAction =
  | 'stock_update'
  | 'order_create'
  | 'order_approve'
  | 'order_complete'
  | 'order_cancel'
  | 'payment_create'
  | 'payment_confirm'
  | 'payment_cancel'
  | 'ledger_adjust'
  // The service (issue 15).
  | 'discount_create'
  | 'discount_update'
  | 'discount_delete'
  | 'ticket_create'
  | 'ticket_reply'
  | 'ticket_close'
  | 'review_create'
  | 'review_publish'
  | 'review_reject'
  | 'settings_update';

export type ShopResource =
  | 'product'
  | 'order'
  | 'payment'
  | 'user'
  | 'discount'
  | 'ticket'
  | 'review'
  | 'settings';

export interface ShopLogEntry {
  userId: number;
  ip: string;
  action: ShopAction;
  resource: { type: ShopResource; id: number | string; name: string };
  metadata: object;
}

export function shopLog(fastify: FastifyInstance) {
  return (tx: Db, entry: ShopLogEntry) =>
    fastify.activitiesRepository.record(
      {
        userId: entry.userId,
        action: entry.action,
        description: `${ACTIVITY_ACTIONS[entry.action].description}: ${entry.resource.name}`,
        resourceType: entry.resource.type,
        resourceId: String(entry.resource.id),
        ipAddress: entry.ip,
        metadata: { ...entry.metadata, resource_name: entry.resource.name },
      },
      tx,
    );
}
