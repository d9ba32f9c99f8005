import type { Role } from '@storefront/shared/contract/values';
import { ROLES, STAFF_ROLES } from '@storefront/shared/permissions';
import {
  defineFilters,
  type ListQuery,
  type OneOfFilter,
  oneOf,
} from '@storefront/shared/ui/admin/list/query';
import type { UsersQuery } from '../api/get-users';

const ACTIVE = ['true', 'false'] as const;

/** The users and staff lists' filters in the URL query (`role`, `active`), beside the search. */
export type UserFilterSpec = {
  role: OneOfFilter<Role>;
  active: OneOfFilter<(typeof ACTIVE)[number]>;
};

export const USER_FILTERS: UserFilterSpec = defineFilters({
  role: oneOf(ROLES),
  active: oneOf(ACTIVE),
});

/** The staff list offers the staff roles only. */
export const STAFF_FILTERS: UserFilterSpec = defineFilters({
  role: oneOf(STAFF_ROLES),
  active: oneOf(ACTIVE),
});

export type UserListState = ListQuery<UserFilterSpec>;

/**
 * The API query of a list (spec 7): page size 20, filters only when chosen. `allRoles` is what
 * "all roles" asks for: the staff list asks for its roles only.
 */
export function toUsersQuery(list: UserListState, allRoles?: readonly Role[]): UsersQuery {
  const { role, active } = list.filters;
  return {
    ...list.pageQuery,
    role: role || allRoles || undefined,
    is_active: active === '' ? undefined : active === 'true',
  };
}
