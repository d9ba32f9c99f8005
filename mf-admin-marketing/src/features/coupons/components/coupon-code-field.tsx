import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
} from '@storefront/shared/mui/core';
import { useId } from 'react';
import { useMarketingTranslation } from '../../../i18n';

/**
 * The coupon's code, read-only: customers have it and the API keeps it (a PUT with a code is
 * refused), so the dialog shows it with why it cannot be changed. Read-only rather than
 * disabled, so it can still be focused, read and copied.
 */
export function CouponCodeField({ code }: { code: string }) {
  const { t } = useMarketingTranslation();
  const id = useId();
  const label = t('wizard.fields.code');
  return (
    <FormControl variant="outlined" fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={code}
        readOnly
        aria-describedby={`${id}-helper`}
        sx={{ fontFamily: 'monospace' }}
      />
      <FormHelperText id={`${id}-helper`}>{t('coupons.edit.codeFixed')}</FormHelperText>
    </FormControl>
  );
}
