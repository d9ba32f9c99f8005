import { Stack } from '@storefront/shared/mui/core';
import { FormControlLabel, Switch } from '@storefront/shared/mui/data';
import { useMarketingTranslation } from '../../i18n';
import { FieldHint } from '../field-hint';
import type { CouponFieldsProps } from './hinted-field';

type Flag = 'is_public' | 'requires_approval' | 'auto_apply' | 'stackable';

/** The four switches; label and hint are message keys. */
const FLAGS: readonly { field: Flag; label: string; hint: string }[] = [
  { field: 'is_public', label: 'wizard.flags.isPublic', hint: 'wizard.flags.isPublicHint' },
  {
    field: 'requires_approval',
    label: 'wizard.flags.requiresApproval',
    hint: 'wizard.flags.requiresApprovalHint',
  },
  { field: 'auto_apply', label: 'wizard.flags.autoApply', hint: 'wizard.flags.autoApplyHint' },
  { field: 'stackable', label: 'wizard.flags.stackable', hint: 'wizard.flags.stackableHint' },
];

/** Who sees the coupon and how it combines. */
export function FlagFields({ values, setField }: CouponFieldsProps) {
  const { t } = useMarketingTranslation();
  return (
    <>
      {FLAGS.map(({ field, label, hint }) => (
        <Stack key={field} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            sx={{ flexGrow: 1 }}
            label={t(label)}
            control={
              <Switch
                name={field}
                checked={values[field]}
                onChange={(event) => setField(field, event.target.checked)}
              />
            }
          />
          <FieldHint field={t(label)} text={t(hint)} />
        </Stack>
      ))}
    </>
  );
}
