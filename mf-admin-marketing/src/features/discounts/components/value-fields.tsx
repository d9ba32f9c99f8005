import { formatNumber, formatRoubles } from '@storefront/shared/format/number';
import { DISCOUNT_LIMITS } from '@storefront/shared/limits';
import type { DiscountKind } from '@storefront/shared/pricing';
import { TextInput } from '@storefront/shared/ui/text-input';
import { DiscountKindField, discountValueLabel } from '../../../components/discount-kind-field';
import { useMarketingTranslation } from '../../../i18n';

export interface ValueFieldsProps {
  kind: DiscountKind;
  value: string;
  onKind: (kind: DiscountKind) => void;
  onValue: (value: string) => void;
  /** The message key of what is wrong with the value. */
  error?: string;
  disabled: boolean;
}

/** The type (percentage or a fixed sum) and its size, as typed ('12,5' or '300'). */
export function ValueFields({ kind, value, onKind, onValue, error, disabled }: ValueFieldsProps) {
  const { t } = useMarketingTranslation();
  const percentage = kind === 'percentage';
  const max = percentage
    ? formatNumber(DISCOUNT_LIMITS.percentMax)
    : formatRoubles(DISCOUNT_LIMITS.fixedMax, true);
  return (
    <>
      <DiscountKindField name="discount_type" value={kind} onChange={onKind} disabled={disabled} />
      <TextInput
        inputMode="decimal"
        autoComplete="off"
        name="value"
        label={discountValueLabel(kind, t)}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        error={Boolean(error)}
        helperText={error && t(error, { max })}
        disabled={disabled}
        required
        fullWidth
      />
    </>
  );
}
