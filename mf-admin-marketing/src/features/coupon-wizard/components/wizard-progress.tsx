import { COUPON_WIZARD_STEPS } from '@storefront/shared/dto/marketing';
import { Stack, Typography } from '@storefront/shared/mui/core';
import { LinearProgress } from '@storefront/shared/mui/data';

/** Spec 2.12: the six steps' titles. */
export const STEP_TITLES = [
  'Основная информация',
  'Тип скидки',
  'Код купона',
  'Ограничения',
  'Срок действия',
  'Настройки',
] as const;

/** 'Шаг N из 6' with the step's title and a bar. */
export function WizardProgress({ step }: { step: number }) {
  const label = `Шаг ${step} из ${COUPON_WIZARD_STEPS}`;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography color="text.secondary">{label}</Typography>
        <Typography variant="h6" component="h2">
          {STEP_TITLES[step - 1]}
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
