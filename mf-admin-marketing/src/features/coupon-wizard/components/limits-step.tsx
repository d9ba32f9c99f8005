import { useMarketingTranslation } from '../../../i18n';
import { HintedField, type StepProps } from './hinted-field';

/** Step 4: the smallest order, the total uses and the uses per customer. */
export function LimitsStep(props: StepProps) {
  const { t } = useMarketingTranslation();
  return (
    <>
      <HintedField
        {...props}
        field="minimum_purchase_amount"
        type="amount"
        label={t('wizard.fields.minimum')}
        hint={t('wizard.hints.minimum')}
      />
      <HintedField
        {...props}
        field="usage_limit"
        type="number"
        label={t('wizard.fields.usageLimit')}
        hint={t('wizard.hints.usageLimit')}
      />
      <HintedField
        {...props}
        field="usage_limit_per_user"
        type="number"
        label={t('wizard.fields.userLimit')}
        hint={t('wizard.hints.userLimit')}
      />
    </>
  );
}
