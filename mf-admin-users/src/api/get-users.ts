import { apiRequest } from '@storefront/shared/api-client';
import type { UserListQuery, UsersPage } from '@storefront/shared/contract/admin-users';
import type { Role } from '@storefront/shared/contract/values';
import useSWR, { useSWRConfig } from 'swr';

const USERS_PATH = '/admin/users';

export interface UsersQuery extends Omit<UserListQuery, 'role'> {
  /** Several roles (the staff list's "all staff roles") are sent comma-separated. */
  role?: Role | readonly Role[];
}

/** GET /admin/users: one page, filtered and ordered by the server. */
export function getUsers({ role, ...query }: UsersQuery): Promise<UsersPage> {
  return apiRequest<UsersPage>(USERS_PATH, {
    query: { ...query, role: Array.isArray(role) ? role.join(',') : (role as Role | undefined) },
  });
}

export function useUsers(query: UsersQuery) {
  // The previous page stays on screen while the next loads, so the list does not flicker.
  return useSWR([USERS_PATH, query] as const, ([, q]) => getUsers(q), { keepPreviousData: true });
}

/** After a change, every loaded list page (users and staff) is fetched again. */
export function useRevalidateUserLists(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === USERS_PATH);
}

export type UsersResult = ReturnType<typeof useUsers>;
