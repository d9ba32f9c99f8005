import { textFieldsOf } from '@storefront/shared/forms/text-fields';
import { BULK_COUPON_LIMITS } from '@storefront/shared/limits';
import { Alert, Button, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { TextInput } from '@storefront/shared/ui/text-input';
import { type FormEvent, useState } from 'react';
import { DiscountKindField, discountValueLabel } from '../../../components/discount-kind-field';
import { useMarketingTranslation } from '../../../i18n';
import { useBulkGenerator } from '../hooks/use-bulk-generator';
import {
  BULK_DEFAULTS,
  type BulkInput,
  type BulkProblem,
  bulkProblem,
} from '../utils/bulk-coupons';
import { BulkProgress } from './bulk-progress';

/** Spec 2.12 'Генерация': many single-use coupons PREFIX001, PREFIX002, ... in one go. */
export function CouponBulkGenerator() {
  const { t } = useMarketingTranslation();
  const [input, setInput] = useState<BulkInput>(BULK_DEFAULTS);
  const [problem, setProblem] = useState<BulkProblem | null>(null);
  const generator = useBulkGenerator();
  const set = (field: keyof BulkInput, value: string) => {
    setProblem(null);
    // Spec 5: the prefix is uppercased.
    setInput({ ...input, [field]: field === 'prefix' ? value.toUpperCase() : value });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = bulkProblem(input);
    setProblem(found);
    if (!found) void generator.run(input);
  };
  const busy = generator.running;
  const text = textFieldsOf(input, set, busy);
  return (
    <Paper
      component="form"
      aria-label={t('generator.form')}
      noValidate
      onSubmit={submit}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, maxWidth: 720 }}
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">
          {t('generator.intro', {
            min: BULK_COUPON_LIMITS.countMin,
            max: BULK_COUPON_LIMITS.countMax,
          })}
        </Typography>
        {problem && (
          <Alert severity="error" role="alert">
            {t(problem.key, problem.values)}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput label={t('generator.count')} type="number" {...text('count')} />
          <TextInput label={t('generator.prefix')} autoComplete="off" {...text('prefix')} />
        </Stack>
        <TextInput
          label={t('common.description')}
          helperText={t('generator.descriptionHelper')}
          {...text('description')}
        />
        <DiscountKindField
          name="coupon_type"
          value={input.coupon_type}
          onChange={(kind) => set('coupon_type', kind)}
          disabled={busy}
        />
        <TextInput
          inputMode="decimal"
          autoComplete="off"
          label={discountValueLabel(input.coupon_type, t)}
          {...text('discount_value')}
        />
        {generator.progress && <BulkProgress {...generator.progress} />}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" loading={busy}>
            {t('generator.submit')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
