import { Box, Button, Stack } from '@storefront/shared/mui/core';
import { useMarketingTranslation } from '../../../i18n';
import type { CouponWizardState } from '../hooks/use-coupon-wizard';

export interface WizardNavProps {
  wizard: CouponWizardState;
  onCancel: () => void;
}

/**
 * Spec 4: back (not on step 1), next (only for a complete step), create on step 6, cancel.
 * Next and create submit the form, so Enter in a field does the same.
 */
export function WizardNav({ wizard, onCancel }: WizardNavProps) {
  const { t } = useMarketingTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button onClick={onCancel} disabled={wizard.submitting}>
        {t('wizard.cancel')}
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      <Button
        variant="outlined"
        onClick={wizard.back}
        disabled={wizard.step === 1 || wizard.submitting}
      >
        {t('wizard.back')}
      </Button>
      {wizard.last ? (
        <Button
          key="create"
          type="submit"
          variant="contained"
          disabled={!wizard.canCreate}
          loading={wizard.submitting}
        >
          {t('wizard.create')}
        </Button>
      ) : (
        <Button key="next" type="submit" variant="contained" disabled={!wizard.complete}>
          {t('wizard.next')}
        </Button>
      )}
    </Stack>
  );
}
