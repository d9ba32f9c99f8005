import { useMarketingTranslation } from '../../../i18n';
import { HintedField, type HintedFieldProps, type StepProps } from './hinted-field';

/** One field of a step; its label, hint and helper are message keys. */
type FieldDef = Omit<HintedFieldProps, keyof StepProps>;

/** A step that is nothing but hinted fields, in order. */
function FieldsStep({ fields, ...props }: StepProps & { fields: readonly FieldDef[] }) {
  const { t } = useMarketingTranslation();
  return fields.map(({ label, hint, helper, ...field }) => (
    <HintedField
      key={field.field}
      {...props}
      {...field}
      label={t(label)}
      hint={t(hint)}
      helper={helper && t(helper)}
    />
  ));
}

/** Step 1: name and description. */
const BASIC_FIELDS: readonly FieldDef[] = [
  { field: 'name', label: 'common.name', hint: 'wizard.hints.name', autoFocus: true },
  { field: 'description', label: 'common.description', hint: 'wizard.hints.description' },
];

/** Step 3: the code, built from the name until it is typed (spec 4). */
const CODE_FIELDS: readonly FieldDef[] = [
  {
    field: 'code',
    label: 'wizard.fields.code',
    hint: 'wizard.hints.code',
    helper: 'wizard.fields.codeHelper',
    autoFocus: true,
  },
];

/** Step 4: the smallest order, the total uses and the uses per customer. */
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

/** Step 5: from which day the coupon works and, optionally, its last day. */
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

export function BasicStep(props: StepProps) {
  return <FieldsStep {...props} fields={BASIC_FIELDS} />;
}

export function CodeStep(props: StepProps) {
  return <FieldsStep {...props} fields={CODE_FIELDS} />;
}

export function LimitsStep(props: StepProps) {
  return <FieldsStep {...props} fields={LIMITS_FIELDS} />;
}

export function ValidityStep(props: StepProps) {
  return <FieldsStep {...props} fields={VALIDITY_FIELDS} />;
}
