import { useMarketingTranslation } from '../../../i18n';
import { HintedField, type StepProps } from './hinted-field';

/** Step 1: name and description. */
export function BasicStep(props: StepProps) {
  const { t } = useMarketingTranslation();
  return (
    <>
      <HintedField
        {...props}
        field="name"
        label={t('common.name')}
        hint={t('wizard.hints.name')}
        autoFocus
      />
      <HintedField
        {...props}
        field="description"
        label={t('common.description')}
        hint={t('wizard.hints.description')}
      />
    </>
  );
}
