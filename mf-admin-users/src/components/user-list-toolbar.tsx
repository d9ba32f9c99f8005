import type { Role } from '@storefront/shared/contract/values';
import type { QueryChanges, UpdateOptions } from '@storefront/shared/hooks/use-url-query';
import { ListToolbar } from '@storefront/shared/ui/admin/list-toolbar';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { useAdminUsersTranslation } from '../i18n';
import { activeOptions, roleOptions, type UserListParams } from '../utils/user-list-params';

export interface UserListToolbarProps {
  params: UserListParams;
  roles: readonly Role[];
  onChange: (changes: QueryChanges, options?: UpdateOptions) => void;
}

/** Search, role and active filters of the users and staff lists (spec 2.5, 2.6). */
export function UserListToolbar({ params, roles, onChange }: UserListToolbarProps) {
  const { t } = useAdminUsersTranslation();
  return (
    <ListToolbar>
      {/* Typing replaces the history entry: Back leaves the list rather than undoing keystrokes. */}
      <SearchField
        value={params.search}
        onSearch={(search) => onChange({ search }, { replace: true })}
        placeholder={t('list.searchPlaceholder')}
      />
      <SelectField
        label={t('list.role')}
        name="role"
        value={params.role}
        options={roleOptions(roles, t)}
        onChange={(role) => onChange({ role })}
        minWidth={170}
      />
      <SelectField
        label={t('list.status')}
        name="active"
        value={params.active}
        options={activeOptions(t)}
        onChange={(active) => onChange({ active })}
        minWidth={150}
      />
    </ListToolbar>
  );
}
