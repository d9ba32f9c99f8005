import { useMarketingTranslation } from '../../../i18n';
import { HintedField, type StepProps } from './hinted-field';

/** Step 3: the code, built from the name until it is typed (spec 4). */
export function CodeStep(props: StepProps) {
  const { t } = useMarketingTranslation();
  return (
    <HintedField
      {...props}
      field="code"
      label={t('wizard.fields.code')}
      hint={t('wizard.hints.code')}
      helper={t('wizard.fields.codeHelper')}
      autoFocus
    />
  );
}
