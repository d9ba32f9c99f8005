import { apiRequest } from '@storefront/shared/api-client';
import type { AdminUser } from '@storefront/shared/contract/admin-users';
import useSWR from 'swr';

/** GET /admin/users/{id}. */
export function getUser(id: number): Promise<AdminUser> {
  return apiRequest<AdminUser>(`/admin/users/${id}`);
}

export function userKey(id: number) {
  return ['/admin/users/{id}', id] as const;
}

/** Null id: the address holds no valid id, so there is nothing to ask for. */
export function useUser(id: number | null) {
  return useSWR(id === null ? null : userKey(id), ([, userId]) => getUser(userId), {
    // The edit form starts from the loaded record; a refetch on focus must not reset it.
    revalidateOnFocus: false,
  });
}
