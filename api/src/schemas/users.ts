/**
 * The user as the API shows it. Role scores and the admin rule come from the one permissions
 * module the UI uses too (spec section 6), so both sides always agree.
 */
import {
  canBuy as canBuyActor,
  isAdmin as isAdminActor,
  ROLE_SCORES,
} from '@storefront/shared/permissions';
import { type Static, Type } from 'typebox';
import { ROLES, type UserRow } from '../db/schema.ts';
import { DateTime } from './common.ts';

export const RoleSchema = Type.Enum([...ROLES]);
export const LanguageSchema = Type.Enum(['ru', 'en']);

export const CurrentUser = Type.Object(
  {
    id: Type.Integer(),
    username: Type.String(),
    role: RoleSchema,
    role_score: Type.Integer(),
    is_active: Type.Boolean(),
    is_verified: Type.Boolean(),
    is_superuser: Type.Boolean(),
    created_at: DateTime,
    last_login: Type.Union([DateTime, Type.Null()]),
    login_count: Type.Integer(),
    timezone: Type.String(),
    /** 'ru' | 'en' once the account chose; null: never chose (the browser's choice stays). */
    language: Type.Union([Type.String(), Type.Null()]),
  },
  { description: 'The signed-in user (spec section 3, admin user record fields).' },
);
export type CurrentUser = Static<typeof CurrentUser>;

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
