import { Alert } from '@storefront/shared/mui/core';
import { LatestList } from '../../../components/latest-list';
import { useMarketingTranslation } from '../../../i18n';
import { OVERVIEW_PAGE } from '../../../utils/overview';
import { useCouponUsages } from '../api/get-coupon-usages';
import { UsageRow } from './usage-row';

/** Spec 2.12 overview: the five latest usages, or a notice that usage data is unavailable. */
export function LatestUsages() {
  const { t } = useMarketingTranslation();
  return (
    <LatestList
      group="usages"
      result={useCouponUsages(OVERVIEW_PAGE)}
      row={(usage) => <UsageRow key={usage.id} usage={usage} />}
      failure={<Alert severity="info">{t('usages.unavailable')}</Alert>}
    />
  );
}
