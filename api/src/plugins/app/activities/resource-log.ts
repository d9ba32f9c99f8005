/**
 * The activity row a write to a named resource leaves, whatever its domain (catalogue,
 * marketing, shop, service), in the write's own transaction (so a change is never unlogged and a
 * refusal never logged), described as "<action's text>: <name>", with the name as it was then in
 * the metadata so the event log can show it after a rename or deletion. Action names and their
 * Russian descriptions are `shared/dto/activity`'s, where the event log finds their labels.
 */
import { ACTIVITY_ACTIONS, type ActivityAction } from '@storefront/shared/activity';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/types.ts';

export type ResourceType =
  // The catalogue (issue 4) and its files.
  | 'city'
  | 'district'
  | 'product'
  | 'file'
  // Marketing (issue 5).
  | 'coupon'
  | 'referral_program'
  | 'referral_code'
  | 'referral'
  // The shop (issue 14) and its service (issue 15).
  | 'order'
  | 'payment'
  | 'user'
  | 'discount'
  | 'ticket'
  | 'review'
  | 'settings';

/** Who acts: the signed-in user's row, as the services get it. */
type Actor = { id: number };

export interface ResourceLogEntry {
  /** Who acted: the admin, the customer applying a coupon or buying, the user registering. */
  userId: number;
  ip: string;
  action: ActivityAction;
  resource: { type: ResourceType; id: number | string; name: string };
  metadata: object;
}

/** `log(tx, entry)`: records who did what to which resource. */
export function resourceLog(fastify: FastifyInstance) {
  return (tx: Db, entry: ResourceLogEntry) =>
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

type OneTypeEntry = Omit<ResourceLogEntry, 'resource'> & {
  resource: Omit<ResourceLogEntry['resource'], 'type'>;
};

type Named = OneTypeEntry['resource'];

/**
 * The same log for the writes of one resource type: `log(tx, entry)` without the type, and the
 * three shapes of an admin's change, whose metadata the event log shows as before and after:
 * `created` (the item after), `updated` (before and after; named as it is after), `deleted`
 * (the item before).
 */
export function resourceTypeLog(fastify: FastifyInstance, type: ResourceType) {
  const log = resourceLog(fastify);
  const record = (tx: Db, entry: OneTypeEntry) =>
    log(tx, { ...entry, resource: { type, id: entry.resource.id, name: entry.resource.name } });
  return Object.assign(record, {
    created: (tx: Db, viewer: Actor, ip: string, action: ActivityAction, after: Named) =>
      record(tx, { userId: viewer.id, ip, action, resource: after, metadata: { after } }),
    updated: (
      tx: Db,
      viewer: Actor,
      ip: string,
      action: ActivityAction,
      before: Named,
      after: Named,
    ) =>
      record(tx, { userId: viewer.id, ip, action, resource: after, metadata: { before, after } }),
    deleted: (tx: Db, viewer: Actor, ip: string, action: ActivityAction, before: Named) =>
      record(tx, { userId: viewer.id, ip, action, resource: before, metadata: { before } }),
  });
}
