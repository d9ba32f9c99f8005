/**
 * What the writes of named resources share (the catalogue, coupons): trimmed required texts,
 * a unique name index's verdict as the screens' 400, and the changed fields of an update.
 */

import type { Message } from '../i18n/message.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { badRequest, invalidField } from './http-errors.ts';
import { isUniqueViolation } from './pg-errors.ts';

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
