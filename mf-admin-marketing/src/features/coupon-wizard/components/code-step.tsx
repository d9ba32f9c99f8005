import {
  type CouponFieldsProps,
  HintedField,
} from '../../../components/coupon-fields/hinted-field';
import { useMarketingTranslation } from '../../../i18n';

/** Step 3: the code, built from the name until it is typed (spec 4). */
export function CodeStep(props: CouponFieldsProps) {
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
