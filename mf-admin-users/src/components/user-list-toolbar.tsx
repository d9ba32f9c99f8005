import type { Role } from '@storefront/shared/dto';
import { Stack } from '@storefront/shared/mui/core';
import type { QueryChanges, UpdateOptions } from '../hooks/use-url-query';
import { ACTIVE_OPTIONS, roleOptions, type UserListParams } from '../utils/user-list-params';
import { SearchField } from './search-field';
import { SelectField } from './select-field';

export interface UserListToolbarProps {
  params: UserListParams;
  roles: readonly Role[];
  onChange: (changes: QueryChanges, options?: UpdateOptions) => void;
}

/** Search, role and active filters of the users and staff lists (spec 2.5, 2.6). */
export function UserListToolbar({ params, roles, onChange }: UserListToolbarProps) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
      {/* Typing replaces the history entry: Back leaves the list rather than undoing keystrokes. */}
      <SearchField
        value={params.search}
        onSearch={(search) => onChange({ search }, { replace: true })}
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
    </Stack>
  );
}
