import { Stack, Typography } from '@storefront/shared/mui/core';
import { LinearProgress } from '@storefront/shared/mui/data';
import { useMarketingTranslation } from '../../../i18n';
import { COUPON_WIZARD_STEPS } from '../utils/wizard-steps';

/** Spec 2.12: the six steps' titles, as message keys. */
export const STEP_TITLES = [
  'wizard.steps.basic',
  'wizard.steps.discount',
  'wizard.steps.code',
  'wizard.steps.limits',
  'wizard.steps.validity',
  'wizard.steps.settings',
] as const;

/** 'Шаг N из 6' with the step's title and a bar. */
export function WizardProgress({ step }: { step: number }) {
  const { t } = useMarketingTranslation();
  const label = t('wizard.stepOf', { step, steps: COUPON_WIZARD_STEPS });
  const title = STEP_TITLES[step - 1];
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography color="text.secondary">{label}</Typography>
        <Typography variant="h6" component="h2">
          {title && t(title)}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={(step / COUPON_WIZARD_STEPS) * 100}
        aria-label={label}
      />
    </Stack>
  );
}
