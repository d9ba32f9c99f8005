import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  Stack,
} from '@storefront/shared/mui/core';
import { useId } from 'react';
import { FieldHint } from '../../../components/field-hint';
import { useMarketingTranslation } from '../../../i18n';
import type { StepProps } from './hinted-field';

interface DateInputProps extends StepProps {
  field: 'valid_from' | 'valid_until';
  label: string;
  hint: string;
  helper?: string;
}

/** The browser's own date picker (YYYY-MM-DD), labelled like the other fields. */
function DateInput({ field, label, hint, helper, values, errors, setField }: DateInputProps) {
  const { t } = useMarketingTranslation();
  const id = useId();
  const error = errors[field];
  const text = error ? t(error) : helper;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start' }}>
      <FormControl error={Boolean(error)} fullWidth>
        <InputLabel htmlFor={id} shrink>
          {label}
        </InputLabel>
        <OutlinedInput
          id={id}
          name={field}
          type="date"
          label={label}
          notched
          value={values[field]}
          onChange={(event) => setField(field, event.target.value)}
          aria-describedby={text ? `${id}-helper` : undefined}
        />
        {text && <FormHelperText id={`${id}-helper`}>{text}</FormHelperText>}
      </FormControl>
      <FieldHint field={label} text={hint} besideInput />
    </Stack>
  );
}

/** Step 5: from which day the coupon works and, optionally, its last day. */
export function ValidityStep(props: StepProps) {
  const { t } = useMarketingTranslation();
  return (
    <>
      <DateInput
        {...props}
        field="valid_from"
        label={t('wizard.fields.validFrom')}
        hint={t('wizard.hints.validFrom')}
      />
      <DateInput
        {...props}
        field="valid_until"
        label={t('wizard.fields.validUntil')}
        hint={t('wizard.hints.validUntil')}
        helper={t('common.optional')}
      />
    </>
  );
}
