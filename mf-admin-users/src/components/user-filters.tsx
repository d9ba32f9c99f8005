import { FilterBar } from '@storefront/shared/ui/admin/list/filter-bar';
import { useAdminUsersTranslation } from '../i18n';
import type { UserListState } from '../utils/user-list-params';

/** Search, role and active filters of the users and staff lists (spec 2.5, 2.6). */
export function UserFilters({ list }: { list: UserListState }) {
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
