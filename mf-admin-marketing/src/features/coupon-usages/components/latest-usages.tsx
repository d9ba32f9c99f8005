import { Alert } from '@storefront/shared/mui/core';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Rows } from '@storefront/shared/ui/admin/row-layout';
import { OverviewSection } from '../../../components/overview-section';
import { useMarketingTranslation } from '../../../i18n';
import { OVERVIEW_LIST_SIZE } from '../../../utils/overview';
import { useCouponUsages } from '../api/get-coupon-usages';
import { UsageRow } from './usage-row';

/** Spec 2.12 overview: the five latest usages, or a notice that usage data is unavailable. */
export function LatestUsages() {
  const { t } = useMarketingTranslation();
  const { data, error, isLoading } = useCouponUsages({ page: 1, size: OVERVIEW_LIST_SIZE });
  const usages = data?.usages ?? [];
  return (
    <OverviewSection title={t('usages.latest')}>
      {error && !data ? (
        <Alert severity="info">{t('usages.unavailable')}</Alert>
      ) : (
        <ListState
          loading={isLoading && !data}
          error={null}
          errorText={t('common.loadError')}
          empty={usages.length === 0}
          noneText={t('usages.none')}
        />
      )}
      {usages.length > 0 && (
        <Rows label={t('usages.latest')}>
          {usages.map((usage) => (
            <UsageRow key={usage.id} usage={usage} />
          ))}
        </Rows>
      )}
    </OverviewSection>
  );
}
