/**
 * What the cities, districts and products management share: trimmed required texts, the
 * changed fields of an update, and the activity row every write leaves (in the write's own
 * transaction, so a change is never unlogged and a refusal never logged).
 */

import type { ActivityAction } from '@storefront/shared/dto/activity';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';
import type { Message } from '../../../i18n/message.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { badRequest, invalidField } from '../../../lib/http-errors.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { resourceLog } from '../activities/resource-log.ts';

/** The schema has checked the length; spaces alone still make an empty name (422). */
export function requiredText(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) {
    throw invalidField(['body', field], MESSAGES.minLength(1), 'string_too_short');
  }
  return trimmed;
}

/** Runs a write, turning a name index's verdict (23505) into the 400 the screens show. */
export async function uniqueName<T>(write: () => Promise<T>, detail: Message): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw badRequest(detail);
    throw err;
  }
}

/** The entries of `next` that differ from `current` (arrays compared by value). */
export function changedFields<T extends object>(current: T, next: Partial<T>): Partial<T> {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => !same(current[key as keyof T], value)),
  ) as Partial<T>;
}

export type CatalogResource = 'city' | 'district' | 'product' | 'file';

/**
 * The logger of one kind of resource: `log(tx, viewer, ip, action, {id, name}, metadata)`
 * records who did what to which one (activities/resource-log.ts).
 */
export function catalogLog(fastify: FastifyInstance, resourceType: CatalogResource) {
  const log = resourceLog(fastify, resourceType);
  return (
    tx: Db,
    viewer: UserRow,
    ip: string,
    action: ActivityAction,
    resource: { id: number | string; name: string },
    metadata: object,
  ) => log(tx, { userId: viewer.id, ip, action, resource, metadata });
}
