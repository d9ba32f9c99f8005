import type { Role } from '@storefront/shared/contract/values';
import { useUrlQuery } from '@storefront/shared/hooks/use-url-query';
import { isPending } from '@storefront/shared/ui/admin/row-layout';
import { useEffect, useMemo } from 'react';
import { type UsersQuery, useUsers } from '../api/get-users';
import {
  readUserListParams,
  toUserListQuery,
  type UserListParams,
} from '../utils/user-list-params';

export interface UserListOptions {
  /** The roles the role filter offers. */
  roles: readonly Role[];
  /** What "all roles" means for this list: the staff list asks for its roles only. */
  allRoles?: readonly Role[];
}

/** A users or staff list: its state in the URL, the page from the API, and the ways to move. */
export function useUserList({ roles, allRoles }: UserListOptions) {
  const { params: search, update } = useUrlQuery();
  const params: UserListParams = readUserListParams(search, roles);
  const { page, role, active } = params;
  const query = useMemo<UsersQuery>(() => {
    const base = toUserListQuery({ page, search: params.search, role, active });
    return base.role || !allRoles ? base : { ...base, role: allRoles };
  }, [page, params.search, role, active, allRoles]);
  const { data, error, isLoading, isValidating } = useUsers(query);

  // A page past the end (a shorter result, an edited address) moves to the last page.
  const pages = data?.pages;
  useEffect(() => {
    if (pages && params.page > pages) update({ page: pages }, { replace: true });
  }, [pages, params.page, update]);

  return {
    params,
    data,
    error,
    loading: isLoading && !data,
    pending: isPending({ isLoading, data }),
    refreshing: isValidating,
    update,
    setPage: (page: number) => update({ page }),
  };
}

export type UserList = ReturnType<typeof useUserList>;
