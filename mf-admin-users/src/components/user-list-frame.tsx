import type { AdminUser } from '@storefront/shared/contract/admin-users';
import { FilterBar } from '@storefront/shared/ui/admin/list/filter-bar';
import { ListFrame } from '@storefront/shared/ui/admin/list/list-frame';
import type { ReactNode } from 'react';
import type { UsersResult } from '../api/get-users';
import { useAdminUsersTranslation } from '../i18n';
import type { UserListState } from '../utils/user-list-params';

/** What the users and staff routes hand their list. */
export interface UserListProps {
  list: UserListState;
  result: UsersResult;
  /** Where a row's edit button leads. */
  editPath: (user: AdminUser) => string;
  /** The list's own address, for the edit page's way back. */
  returnTo: string;
}

/** Search, role and active filters of the users and staff lists (spec 2.5, 2.6). */
function UserFilters({ list }: { list: UserListState }) {
  const { t } = useAdminUsersTranslation();
  return (
    <FilterBar
      query={list}
      search={{ placeholder: t('list.searchPlaceholder') }}
      controls={{
        role: {
          label: t('list.role'),
          all: t('list.allRoles'),
          optionLabel: (role) => t(`roles.${role}`),
          minWidth: 170,
        },
        active: {
          label: t('list.status'),
          all: t('list.allStatuses'),
          optionLabel: (active) =>
            t(active === 'true' ? 'list.activeStatus' : 'list.inactiveStatus'),
          minWidth: 150,
        },
      }}
    />
  );
}

export interface UserListFrameProps {
  list: UserListState;
  result: UsersResult;
  /** The rows' accessible name: the page's title. */
  label: string;
  row: (user: AdminUser) => ReactNode;
}

/** The users and staff lists' filters, states, rows and pager (spec 2.5, 2.6). */
export function UserListFrame({ list, result, label, row }: UserListFrameProps) {
  const { t } = useAdminUsersTranslation();
  return (
    <>
      <UserFilters list={list} />
      {/* Spec 8 only logs a list's load error; an empty list would claim there are no users. */}
      <ListFrame
        query={list}
        result={result}
        items={result.data?.users ?? []}
        texts={{
          rows: label,
          none: t('list.none'),
          notFound: t('list.notFound'),
          error: t('list.loadError'),
        }}
        searching={list.searchQuery !== ''}
        row={row}
      />
    </>
  );
}
