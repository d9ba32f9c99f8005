import { isApiError } from '@storefront/shared/api-client';
import type { AdminUser } from '@storefront/shared/contract/admin-users';
import { Alert, Button, Stack, Typography } from '@storefront/shared/mui/core';
import { Link } from '@storefront/shared/router';
import { routeId } from '@storefront/shared/routing/route-id';
import { ArrowBackIcon } from '@storefront/shared/ui/admin/icons';
import { useLeaveGuard } from '@storefront/shared/ui/admin/leave-guard';
import type { ReactNode } from 'react';
import { useAdminUsersTranslation } from '../../../i18n';
import { useUser } from '../api/get-user';
import { useEditUser } from '../hooks/use-edit-user';
import { EDIT_VARIANTS, type EditVariant } from '../utils/edit-variants';
import { RoleCard } from './role-card';
import { UserFacts } from './user-facts';

export interface EditUserPageProps {
  variant: EditVariant;
  /** The id as the address has it. */
  id: string | undefined;
  /** The list to return to (with its filters). */
  backTo: string;
  onSaved: () => void;
  /** More about the user below the cards (the user page's recent activity). */
  extra?: (user: AdminUser) => ReactNode;
}

/** Spec 2.7: the staff and the user edit page. */
export function EditUserPage({ variant, id, backTo, onSaved, extra }: EditUserPageProps) {
  const { t } = useAdminUsersTranslation();
  const userId = routeId(id);
  const { data: user, error, isLoading } = useUser(userId);
  const { title } = EDIT_VARIANTS[variant];
  let body: ReactNode;
  if (userId === null || (isApiError(error) && error.status === 404)) {
    body = <LoadFailure text={t('editUser.notFound')} backTo={backTo} />;
  } else if (error) {
    body = <LoadFailure text={t('editUser.loadError')} backTo={backTo} />;
  } else if (isLoading || !user) {
    body = <Typography>{t('app.loading')}</Typography>;
  } else {
    body = (
      <>
        {/* Keyed on what the form edits: when a fresher record arrives (the cached one is shown
            first), the form starts again from the role and flag the user has now. */}
        <EditUserCards
          key={`${user.id}:${user.role}:${user.is_superuser}`}
          user={user}
          variant={variant}
          onSaved={onSaved}
        />
        {extra?.(user)}
      </>
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button component={Link} to={backTo} startIcon={<ArrowBackIcon />}>
          {t('editUser.back')}
        </Button>
      </Stack>
      <Typography variant="h4" component="h1">
        {t(title)}
      </Typography>
      {body}
    </Stack>
  );
}

function EditUserCards({
  user,
  variant,
  onSaved,
}: {
  user: AdminUser;
  variant: EditVariant;
  onSaved: () => void;
}) {
  const { t } = useAdminUsersTranslation();
  const form = useEditUser(user, onSaved);
  const leaveDialog = useLeaveGuard(form.dirty && !form.saving);
  return (
    <>
      <UserFacts user={user} variant={variant} />
      <RoleCard title={t(EDIT_VARIANTS[variant].cardTitle)} currentRole={user.role} form={form} />
      {leaveDialog}
    </>
  );
}

function LoadFailure({ text, backTo }: { text: string; backTo: string }) {
  const { t } = useAdminUsersTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button component={Link} to={backTo} color="inherit" size="small">
          {t('editUser.backToList')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
