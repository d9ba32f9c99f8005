import { Button } from '@storefront/shared/mui/core';
import { AddIcon } from '@storefront/shared/ui/admin/icons';
import { useState } from 'react';
import { useAdminUsersTranslation } from '../../../i18n';
import type { CreateVariant } from '../utils/validate-new-user';
import { CreateUserDialog } from './create-user-dialog';

/** 'Создать' and its dialog; the caller decides whether the viewer may see it. */
export function CreateUserButton({ variant }: { variant: CreateVariant }) {
  const { t } = useAdminUsersTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {t('createUser.button')}
      </Button>
      <CreateUserDialog variant={variant} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
