import { Button } from '@storefront/shared/mui/core';
import { AddIcon } from '@storefront/shared/ui/admin/icons';
import { useState } from 'react';
import { useMarketingTranslation } from '../../../i18n';
import { CreateProgramDialog } from './create-program-dialog';

/** Spec 2.11 'Программы': the create button and its dialog. */
export function CreateProgramButton() {
  const { t } = useMarketingTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {t('programs.create')}
      </Button>
      <CreateProgramDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
