import { NO_FILTERS, useListQuery } from '@storefront/shared/ui/admin/list/query';
import { PagedList } from '../../../components/paged-list';
import { useCouponUsages } from '../api/get-coupon-usages';
import { UsageRow } from './usage-row';

/** Spec 2.12 'Использования' tab: every usage, searched by username or coupon id. */
export function UsageList() {
  const list = useListQuery(NO_FILTERS);
  return (
    <PagedList
      group="usages"
      list={list}
      result={useCouponUsages(list.pageQuery)}
      row={(usage) => <UsageRow key={usage.id} usage={usage} />}
    />
  );
}
