/**
 * The user as the API shows it. Role scores and the admin rule come from the one permissions
 * module the UI uses too (spec section 6), so both sides always agree.
 */
import { type Static, Type } from 'typebox';
import { DateTime } from './common';
import { USER_ROLES } from './values';

export const RoleSchema = Type.Enum([...USER_ROLES]);
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
