/** A stored user as the contract's `CurrentUser`, and the role rules asked of a stored user. */
import type { CurrentUser } from '@storefront/shared/contract/users';
import {
  canBuy as canBuyActor,
  isAdmin as isAdminActor,
  ROLE_SCORES,
} from '@storefront/shared/permissions';
import type { UserRow } from '../db/schema/index.ts';

/** What the user answers need of a row: never the password hash or the token version. */
export type PublicUserRow = Omit<UserRow, 'passwordHash' | 'referralCode' | 'tokenVersion'>;

export function toCurrentUser(row: PublicUserRow): CurrentUser {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    role_score: ROLE_SCORES[row.role],
    is_active: row.isActive,
    is_verified: row.isVerified,
    is_superuser: row.isSuperuser,
    created_at: row.createdAt.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
    login_count: row.loginCount,
    timezone: row.timezone,
    language: row.language,
  };
}

/** Admin means superuser or role admin (spec section 6). */
export function isAdmin(user: Pick<UserRow, 'isSuperuser' | 'role'>): boolean {
  return isAdminActor({ role: user.role, is_superuser: user.isSuperuser });
}

/** shared/permissions' `canBuy` for a stored user: who may buy and top up (issue 20). */
export function canBuy(user: Pick<UserRow, 'isSuperuser' | 'role'>): boolean {
  return canBuyActor({ role: user.role, is_superuser: user.isSuperuser });
}
