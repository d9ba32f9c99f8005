import type { Role } from '@storefront/shared/contract/values';
import { readPage } from '@storefront/shared/hooks/use-url-query';
import { PAGE_SIZE } from '@storefront/shared/limits';
import { searchText } from '@storefront/shared/search-text';
import type { SelectOption } from '@storefront/shared/ui/admin/select-field';
import type { UsersQuery } from '../api/get-users';
import type { Translate } from '../i18n';

export type ActiveFilter = '' | 'true' | 'false';

/** A user list's state as the URL query keeps it. */
export interface UserListParams {
  page: number;
  search: string;
  role: Role | '';
  active: ActiveFilter;
}

export function readUserListParams(
  params: URLSearchParams,
  roles: readonly Role[],
): UserListParams {
  const role = params.get('role') ?? '';
  const active = params.get('active') ?? '';
  return {
    page: readPage(params),
    search: params.get('search') ?? '',
    role: (roles as readonly string[]).includes(role) ? (role as Role) : '',
    active: active === 'true' || active === 'false' ? active : '',
  };
}

/** The API query of a list (spec 7): page size 20, filters only when chosen. */
export function toUserListQuery({ page, search, role, active }: UserListParams): UsersQuery {
  return {
    page,
    size: PAGE_SIZE,
    search: searchText(search) || undefined,
    role: role || undefined,
    is_active: active === '' ? undefined : active === 'true',
  };
}

export function roleOptions(roles: readonly Role[], t: Translate): SelectOption[] {
  return [
    { value: '', label: t('list.allRoles') },
    ...roles.map((role) => ({ value: role, label: t(`roles.${role}`) })),
  ];
}

export function activeOptions(t: Translate): SelectOption[] {
  return [
    { value: '', label: t('list.allStatuses') },
    { value: 'true', label: t('list.activeStatus') },
    { value: 'false', label: t('list.inactiveStatus') },
  ];
}
