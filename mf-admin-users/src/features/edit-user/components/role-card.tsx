import type { Role } from '@storefront/shared/dto';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@storefront/shared/mui/core';
import { Checkbox, FormControlLabel } from '@storefront/shared/mui/data';
import { normalizeRole, ROLE_DESCRIPTIONS, ROLE_LABELS } from '@storefront/shared/permissions';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import type { EditUserForm } from '../hooks/use-edit-user';

export interface RoleCardProps {
  title: string;
  currentRole: string;
  form: EditUserForm;
}

/** Spec 2.7: the current role with its description, the new role, the superuser flag, 'Применить'. */
export function RoleCard({ title, currentRole, form }: RoleCardProps) {
  const current = normalizeRole(currentRole);
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <div>
            <Typography>
              Текущая роль: <strong>{current ? ROLE_LABELS[current] : currentRole}</strong>
            </Typography>
            {current && (
              <Typography color="text.secondary">{ROLE_DESCRIPTIONS[current]}</Typography>
            )}
          </div>
          {!form.manageable && (
            <Alert severity="info">У вас нет прав на изменение этого пользователя.</Alert>
          )}
          <SelectField
            label="Новая роль"
            name="role"
            value={form.role}
            options={form.roles.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
            onChange={(role) => form.chooseRole(role as Role)}
            disabled={!form.manageable || form.saving}
            fullWidth
          />
          {form.showSuperuser && (
            <FormControlLabel
              label="Назначить суперпользователем"
              control={
                <Checkbox
                  checked={form.superuser}
                  onChange={(event) => form.setSuperuser(event.target.checked)}
                  disabled={form.saving}
                />
              }
            />
          )}
          {form.saveError !== null && (
            <Alert severity="error" role="alert">
              Ошибка сохранения изменений{form.saveError ? `: ${form.saveError}` : ''}
            </Alert>
          )}
          <Button
            variant="contained"
            onClick={() => void form.save()}
            disabled={!form.manageable || form.saving}
            sx={{ alignSelf: 'flex-start' }}
          >
            {form.saving ? 'Применение...' : 'Применить'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
