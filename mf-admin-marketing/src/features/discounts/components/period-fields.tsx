import { FormHelperText, Stack } from '@storefront/shared/mui/core';
import { DateField } from '@storefront/shared/ui/admin/date-field';
import { useMarketingTranslation } from '../../../i18n';

export interface PeriodFieldsProps {
  validFrom: string;
  validUntil: string;
  onFrom: (day: string) => void;
  onUntil: (day: string) => void;
  /** What is wrong with the two together, already in words. */
  error?: string;
}

/** 'Действует с' and the optional 'Действует по', which must come after the start. */
export function PeriodFields({ validFrom, validUntil, onFrom, onUntil, error }: PeriodFieldsProps) {
  const { t } = useMarketingTranslation();
  return (
    <div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label={t('discounts.form.validFrom')}
          name="valid_from"
          value={validFrom}
          onChange={onFrom}
        />
        <DateField
          label={t('discounts.form.validUntil')}
          name="valid_until"
          value={validUntil}
          min={validFrom || undefined}
          onChange={onUntil}
        />
      </Stack>
      <FormHelperText error={Boolean(error)} role={error ? 'alert' : undefined}>
        {error ?? t('discounts.form.datesHint')}
      </FormHelperText>
    </div>
  );
}
