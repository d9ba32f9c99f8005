/**
 * The activity row every marketing write leaves, in the write's own transaction (so a change is
 * never unlogged and a refusal never logged), described as "<action's text>: <what>".
 */

import { ACTIVITY_ACTIONS, type ActivityAction } from '@storefront/shared/dto/activity';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/types.ts';

export type MarketingResource = 'coupon' | 'referral_program' | 'referral_code' | 'referral';

export interface LogEntry {
  /** Who acted: the admin, the customer applying a coupon, the user registering. */
  userId: number;
  ip: string;
  action: ActivityAction;
  resource: { id: number; name: string };
  metadata: object;
}

export function marketingLog(fastify: FastifyInstance, resourceType: MarketingResource) {
  return (tx: Db, entry: LogEntry) =>
    fastify.activitiesRepository.record(
      {
        userId: entry.userId,
        action: entry.action,
        description: `${ACTIVITY_ACTIONS[entry.action].description}: ${entry.resource.name}`,
        resourceType,
        resourceId: String(entry.resource.id),
        ipAddress: entry.ip,
        // The name as it was then, so the event log can show it after a rename or deletion.
        metadata: { ...entry.metadata, resource_name: entry.resource.name },
      },
      tx,
    );
}
