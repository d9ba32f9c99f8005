/**
 * The administration calls on users (spec sections 3 and 7, issue 3).
 */

import { type Static, Type } from 'typebox';
import { ROLES } from '../permissions/permissions';
import { USER_CREATE_LIMITS } from '../validation/limits';
import { strict } from './common';
import { pagedFields, pagingQuery } from './paging';
import { CurrentUser, LanguageSchema, RoleSchema } from './users';

/** The admin user record has exactly the fields of the current user (spec 3). */
export const AdminUser = CurrentUser;
export type AdminUser = Static<typeof AdminUser>;

export const SEARCH_MAX = 100;
const Search = Type.String({
  maxLength: SEARCH_MAX,
  description: 'Часть логина, без учёта регистра',
});

// One role, or several separated by commas (the staff list asks for all staff roles at once).
const ROLE_LIST = `^(${ROLES.join('|')})(,(${ROLES.join('|')}))*$`;

export const UserListQuery = Type.Object(
  {
    ...pagingQuery,
    search: Type.Optional(Search),
    role: Type.Optional(
      Type.String({ pattern: ROLE_LIST, description: 'Роль или роли через запятую' }),
    ),
    is_active: Type.Optional(Type.Boolean()),
  },
  strict,
);
export type UserListQuery = Static<typeof UserListQuery>;

export const AllUsersQuery = Type.Object({ ...pagingQuery, search: Type.Optional(Search) }, strict);

export const LookupQuery = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: USER_CREATE_LIMITS.usernameMax * 2 }) },
  strict,
);

/** GET /admin/users?page&size&search&role&is_active */
export const UsersPage = Type.Object({ users: Type.Array(AdminUser), ...pagedFields });
export type UsersPage = Static<typeof UsersPage>;
export const AllUsers = Type.Object({ users: Type.Array(AdminUser), total: pagedFields.total });
export type AllUsers = Static<typeof AllUsers>;
export const UsersCount = Type.Object({ total: pagedFields.total });
export type UsersCount = Static<typeof UsersCount>;

export const UserStats = Type.Object({
  total_users: Type.Integer(),
  active_users: Type.Integer(),
  admin_users: Type.Integer({
    description: 'Активные администраторы (включая суперпользователей)',
  }),
  /** Logins since the start of today (UTC). */
  recent_logins: Type.Integer({ description: 'Входы с начала суток (UTC)' }),
});
export type UserStats = Static<typeof UserStats>;

const Timezone = Type.String({ minLength: 1, maxLength: 64, description: 'Имя IANA' });

/** POST /admin/users */
export const CreateUserBody = Type.Object(
  {
    username: Type.String({
      minLength: USER_CREATE_LIMITS.usernameMin,
      maxLength: USER_CREATE_LIMITS.usernameMax,
    }),
    password: Type.String({
      minLength: USER_CREATE_LIMITS.passwordMin,
      maxLength: USER_CREATE_LIMITS.passwordMax,
    }),
    role: RoleSchema,
    is_active: Type.Optional(Type.Boolean({ default: true })),
    is_verified: Type.Optional(Type.Boolean({ default: false })),
    timezone: Type.Optional(Timezone),
    language: Type.Optional(LanguageSchema),
  },
  strict,
);
export type CreateUserBody = Static<typeof CreateUserBody>;

/** PUT /admin/users/{id}: only what changes. */
export const UpdateUserBody = Type.Object(
  {
    role: Type.Optional(RoleSchema),
    is_active: Type.Optional(Type.Boolean()),
    is_superuser: Type.Optional(Type.Boolean()),
    is_verified: Type.Optional(Type.Boolean()),
    timezone: Type.Optional(Timezone),
    language: Type.Optional(LanguageSchema),
  },
  strict,
);
export type UpdateUserBody = Static<typeof UpdateUserBody>;
