import { Button } from '@storefront/shared/mui/core';
import { useState } from 'react';
import { useSalesTranslation } from '../../../i18n';
import { AdjustDialog } from './adjust-dialog';

/** 'Начислить или списать' in the journal's header, and its dialog (focus returns here). */
export function AdjustButton() {
  const { t } = useSalesTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('adjust.open')}
      </Button>
      <AdjustDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
