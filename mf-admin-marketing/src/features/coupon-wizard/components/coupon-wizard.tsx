import { Alert, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import type { ComponentType } from 'react';
import { DiscountFields } from '../../../components/coupon-fields/discount-fields';
import {
  BasicFields,
  LimitsFields,
  ValidityFields,
} from '../../../components/coupon-fields/field-groups';
import { FlagFields } from '../../../components/coupon-fields/flag-fields';
import type { CouponFieldsProps } from '../../../components/coupon-fields/hinted-field';
import { useMarketingTranslation } from '../../../i18n';
import { useCouponWizard } from '../hooks/use-coupon-wizard';
import { CodeStep } from './code-step';
import { CouponPreview } from './coupon-preview';
import { WizardNav } from './wizard-nav';
import { WizardProgress } from './wizard-progress';

/** Spec 2.12's six steps: the coupon's field groups, which the edit dialog shows too. */
const STEPS: readonly ComponentType<CouponFieldsProps>[] = [
  BasicFields,
  DiscountFields,
  CodeStep,
  LimitsFields,
  ValidityFields,
  FlagFields,
];

/**
 * Spec 2.12 'Создать': the six-step coupon wizard. Cancel, and a created coupon, return to the
 * overview tab (`onClose`) and drop the tab's draft; anything else (reload, Back) keeps it.
 */
export function CouponWizard({ onClose }: { onClose: () => void }) {
  const { t } = useMarketingTranslation();
  const wizard = useCouponWizard(onClose);
  const Step = STEPS[wizard.step - 1] ?? BasicFields;
  return (
    <Paper
      component="form"
      aria-label={t('wizard.form')}
      noValidate
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}
      onSubmit={(event) => {
        event.preventDefault();
        if (wizard.last) void wizard.submit();
        else wizard.next();
      }}
    >
      <Stack spacing={2.5}>
        <WizardProgress step={wizard.step} />
        <Typography variant="body2" color="text.secondary">
          {t('wizard.draftKept')}
        </Typography>
        {wizard.failure && (
          <Alert severity="error" role="alert">
            {wizard.failure}
          </Alert>
        )}
        <Step values={wizard.values} errors={wizard.errors} setField={wizard.setField} />
        <CouponPreview values={wizard.values} errors={wizard.errors} />
        <WizardNav wizard={wizard} onCancel={wizard.cancel} />
      </Stack>
    </Paper>
  );
}
