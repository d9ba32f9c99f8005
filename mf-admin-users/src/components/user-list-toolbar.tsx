import type { Role } from '@storefront/shared/dto';
import type { QueryChanges, UpdateOptions } from '@storefront/shared/hooks/use-url-query';
import { ListToolbar } from '@storefront/shared/ui/admin/list-toolbar';
import { SearchField } from '@storefront/shared/ui/admin/search-field';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { ACTIVE_OPTIONS, roleOptions, type UserListParams } from '../utils/user-list-params';

export interface UserListToolbarProps {
  params: UserListParams;
  roles: readonly Role[];
  onChange: (changes: QueryChanges, options?: UpdateOptions) => void;
}

/** Search, role and active filters of the users and staff lists (spec 2.5, 2.6). */
export function UserListToolbar({ params, roles, onChange }: UserListToolbarProps) {
  return (
    <ListToolbar>
      {/* Typing replaces the history entry: Back leaves the list rather than undoing keystrokes. */}
      <SearchField
        value={params.search}
        onSearch={(search) => onChange({ search }, { replace: true })}
        placeholder="Поиск по пользователям..."
      />
      <SelectField
        label="Роль"
        name="role"
        value={params.role}
        options={roleOptions(roles)}
        onChange={(role) => onChange({ role })}
        minWidth={170}
      />
      <SelectField
        label="Статус"
        name="active"
        value={params.active}
        options={ACTIVE_OPTIONS}
        onChange={(active) => onChange({ active })}
        minWidth={150}
      />
    </ListToolbar>
  );
}
