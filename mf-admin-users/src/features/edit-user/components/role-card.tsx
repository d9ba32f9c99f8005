import type { Role } from '@storefront/shared/contract/values';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@storefront/shared/mui/core';
import { Checkbox, FormControlLabel } from '@storefront/shared/mui/data';
import { normalizeRole } from '@storefront/shared/permissions';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { useAdminUsersTranslation } from '../../../i18n';
import type { EditUserForm } from '../hooks/use-edit-user';

export interface RoleCardProps {
  title: string;
  currentRole: string;
  form: EditUserForm;
}

/** Spec 2.7: the current role with its description, the new role, the superuser flag, 'Применить'. */
export function RoleCard({ title, currentRole, form }: RoleCardProps) {
  const { t } = useAdminUsersTranslation();
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
              {t('editUser.currentRole')}{' '}
              <strong>{current ? t(`roles.${current}`) : currentRole}</strong>
            </Typography>
            {current && (
              <Typography color="text.secondary">{t(`roleDescriptions.${current}`)}</Typography>
            )}
          </div>
          {!form.manageable && <Alert severity="info">{t('editUser.noRights')}</Alert>}
          <SelectField
            label={t('editUser.newRole')}
            name="role"
            value={form.role}
            options={form.roles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            onChange={(role) => form.chooseRole(role as Role)}
            disabled={!form.manageable || form.saving}
            fullWidth
          />
          {form.showSuperuser && (
            <FormControlLabel
              label={t('editUser.superuser')}
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
              {form.saveError
                ? t('editUser.saveErrorDetail', { detail: form.saveError })
                : t('editUser.saveError')}
            </Alert>
          )}
          <Button
            variant="contained"
            onClick={() => void form.save()}
            disabled={!form.manageable || form.saving}
            sx={{ alignSelf: 'flex-start' }}
          >
            {form.saving ? t('editUser.applying') : t('editUser.apply')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
