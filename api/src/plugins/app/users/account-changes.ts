/**
 * What an administrator's change does to an account, for the write (only changed columns,
 * whether tokens must die) and for the event log (before/after, action name, description).
 */

import type { ActivityAction } from '@storefront/shared/activity';
import { ROLE_LABELS } from '@storefront/shared/permissions';
import type { UserRow } from '../../../db/schema/index.ts';
import type { AdminChanges } from './users-repository.ts';

const FIELDS = {
  role: 'role',
  isSuperuser: 'is_superuser',
  isActive: 'is_active',
  isVerified: 'is_verified',
  timezone: 'timezone',
  language: 'language',
} as const satisfies Record<keyof AdminChanges, string>;

/** A change of any of these ends the user's sessions (security checklist 8). */
const RIGHTS: (keyof AdminChanges)[] = ['role', 'isSuperuser', 'isActive'];

export interface AccountChange {
  set: AdminChanges;
  signsOut: boolean;
  /** API field names (snake_case) of the changed fields, old and new values. */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export function accountChanges(target: UserRow, next: AdminChanges): AccountChange {
  const set: Record<string, unknown> = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of Object.keys(FIELDS) as (keyof AdminChanges)[]) {
    const value = next[key];
    if (value === undefined || value === target[key]) continue;
    set[key] = value;
    before[FIELDS[key]] = target[key];
    after[FIELDS[key]] = value;
  }
  const signsOut = RIGHTS.some((key) => key in set);
  return { set: set as AdminChanges, signsOut, before, after };
}

/** The most telling name for the log: deactivation, activation, role change, other edit. */
export function describeChange(
  target: UserRow,
  change: AccountChange,
  requested?: ActivityAction,
): { action: ActivityAction; description: string } {
  const who = target.username;
  const { set } = change;
  if (set.isActive === false) {
    const demoted = set.role === 'customer' ? ', роль снята' : '';
    return { action: 'user_deactivate', description: `Деактивация пользователя ${who}${demoted}` };
  }
  if (set.isActive === true) {
    return { action: 'user_activate', description: `Активация пользователя ${who}` };
  }
  if (set.role !== undefined || set.isSuperuser !== undefined) {
    if (set.role === 'customer') {
      return { action: 'role_change', description: `Отзыв роли персонала: ${who}` };
    }
    if (set.role === undefined && set.isSuperuser === false) {
      return { action: 'role_change', description: `Снятие прав суперпользователя: ${who}` };
    }
    const role = ROLE_LABELS[set.role ?? target.role];
    const superuser = set.isSuperuser ? ', суперпользователь' : '';
    return { action: 'role_change', description: `Назначение роли ${role}${superuser}: ${who}` };
  }
  if (requested === 'user_activate' || requested === 'user_deactivate') {
    const already = requested === 'user_activate' ? 'уже активен' : 'уже неактивен';
    return { action: requested, description: `Пользователь ${who} ${already}` };
  }
  return { action: 'user_update', description: `Изменение пользователя ${who}` };
}
