import { OVERVIEW_LIST_SIZE } from '@storefront/shared/dto/marketing';
import { Alert } from '@storefront/shared/mui/core';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Rows } from '@storefront/shared/ui/admin/row-layout';
import { OverviewSection } from '../../../components/overview-section';
import { LOAD_ERROR } from '../../../utils/load-error';
import { useCouponUsages } from '../api/get-coupon-usages';
import { UsageRow } from './usage-row';

/** Spec 2.12 overview: the five latest usages, or a notice that usage data is unavailable. */
export function LatestUsages() {
  const { data, error, isLoading } = useCouponUsages({ page: 1, size: OVERVIEW_LIST_SIZE });
  const usages = data?.usages ?? [];
  return (
    <OverviewSection title="Последние использования">
      {error && !data ? (
        <Alert severity="info">Данные об использовании купонов недоступны</Alert>
      ) : (
        <ListState
          loading={isLoading && !data}
          error={null}
          errorText={LOAD_ERROR}
          empty={usages.length === 0}
          noneText="Купоны ещё не использовались"
        />
      )}
      {usages.length > 0 && (
        <Rows label="Последние использования">
          {usages.map((usage) => (
            <UsageRow key={usage.id} usage={usage} />
          ))}
        </Rows>
      )}
    </OverviewSection>
  );
}
