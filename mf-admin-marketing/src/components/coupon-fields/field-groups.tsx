import { useMarketingTranslation } from '../../i18n';
import {
  type CouponFieldsProps,
  type CouponTextField,
  HintedField,
  type HintedFieldProps,
} from './hinted-field';

/** One field of a group; its label, hint and helper are message keys. */
type FieldDef = Omit<HintedFieldProps, keyof CouponFieldsProps | 'disabled'>;

/** What a form changes of a field for its own case, already worded (the edit dialog's limit). */
export interface FieldTuning {
  hint?: string;
  helper?: string;
}

export interface FieldGroupProps extends CouponFieldsProps {
  tuning?: Partial<Record<CouponTextField, FieldTuning>>;
}

/** A group that is nothing but hinted fields, in order. */
function FieldsGroup({
  fields,
  tuning,
  ...props
}: FieldGroupProps & { fields: readonly FieldDef[] }) {
  const { t } = useMarketingTranslation();
  return fields.map(({ label, hint, helper, ...field }) => {
    const tuned = tuning?.[field.field];
    return (
      <HintedField
        key={field.field}
        {...props}
        {...field}
        label={t(label)}
        hint={tuned?.hint ?? t(hint)}
        helper={tuned?.helper ?? (helper && t(helper))}
      />
    );
  });
}

/** Name and description. */
const BASIC_FIELDS: readonly FieldDef[] = [
  { field: 'name', label: 'common.name', hint: 'wizard.hints.name', autoFocus: true },
  { field: 'description', label: 'common.description', hint: 'wizard.hints.description' },
];

/** The smallest order, the total uses and the uses per customer. */
const LIMITS_FIELDS: readonly FieldDef[] = [
  {
    field: 'minimum_purchase_amount',
    type: 'amount',
    label: 'wizard.fields.minimum',
    hint: 'wizard.hints.minimum',
  },
  {
    field: 'usage_limit',
    type: 'number',
    label: 'wizard.fields.usageLimit',
    hint: 'wizard.hints.usageLimit',
  },
  {
    field: 'usage_limit_per_user',
    type: 'number',
    label: 'wizard.fields.userLimit',
    hint: 'wizard.hints.userLimit',
  },
];

/** From which day the coupon works and, optionally, its last day. */
const VALIDITY_FIELDS: readonly FieldDef[] = [
  {
    field: 'valid_from',
    type: 'date',
    label: 'wizard.fields.validFrom',
    hint: 'wizard.hints.validFrom',
  },
  {
    field: 'valid_until',
    type: 'date',
    label: 'wizard.fields.validUntil',
    hint: 'wizard.hints.validUntil',
    helper: 'common.optional',
  },
];

export function BasicFields(props: FieldGroupProps) {
  return <FieldsGroup {...props} fields={BASIC_FIELDS} />;
}

export function LimitsFields(props: FieldGroupProps) {
  return <FieldsGroup {...props} fields={LIMITS_FIELDS} />;
}

export function ValidityFields(props: FieldGroupProps) {
  return <FieldsGroup {...props} fields={VALIDITY_FIELDS} />;
}
