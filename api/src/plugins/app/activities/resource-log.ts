/**
 * The activity row a write to a named resource leaves (catalogue and marketing), in the
 * write's own transaction (so a change is never unlogged and a refusal never logged),
 * described as "<action's text>: <name>", with the name as it was then in the metadata so the
 * event log can show it after a rename or deletion.
 */
import { ACTIVITY_ACTIONS, type ActivityAction } from '@storefront/shared/activity';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/types.ts';

export interface ResourceLogEntry {
  /** Who acted: the admin, the customer applying a coupon, the user registering. */
  userId: number;
  ip: string;
  action: ActivityAction;
  resource: { id: number | string; name: string };
  metadata: object;
}

export function resourceLog(fastify: FastifyInstance, resourceType: string) {
  return (tx: Db, entry: ResourceLogEntry) =>
    fastify.activitiesRepository.record(
      {
        userId: entry.userId,
        action: entry.action,
        description: `${ACTIVITY_ACTIONS[entry.action].description}: ${entry.resource.name}`,
        resourceType,
        resourceId: String(entry.resource.id),
        ipAddress: entry.ip,
        metadata: { ...entry.metadata, resource_name: entry.resource.name },
      },
      tx,
    );
}
