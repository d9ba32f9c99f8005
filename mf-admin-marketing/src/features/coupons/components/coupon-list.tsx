import type { Coupon } from '@storefront/shared/contract/coupons';
import { NO_FILTERS, useListQuery } from '@storefront/shared/ui/admin/list/query';
import { useState } from 'react';
import { PagedList } from '../../../components/paged-list';
import { useCoupons } from '../api/get-coupons';
import { useCouponDelete } from '../hooks/use-coupon-delete';
import { useCouponStatus } from '../hooks/use-coupon-status';
import { CouponDeleteDialog } from './coupon-delete-dialog';
import { CouponEditDialog } from './coupon-edit-dialog';
import { CouponRow } from './coupon-row';
import { CouponRowActions } from './coupon-row-actions';

/**
 * Spec 2.12 'Купоны' tab: search over code, name and description; paging; each row edited,
 * switched on or off, and deleted while nobody has used it (issue 23).
 */
export function CouponList() {
  const list = useListQuery(NO_FILTERS);
  const status = useCouponStatus();
  const deletion = useCouponDelete();
  const [editing, setEditing] = useState<Coupon | null>(null);
  const busy = (coupon: Coupon) =>
    status.busyId === coupon.id || (deletion.busy && deletion.deleting?.id === coupon.id);
  return (
    <>
      <PagedList
        group="coupons"
        list={list}
        result={useCoupons(list.pageQuery)}
        row={(coupon) => (
          <CouponRow
            key={coupon.id}
            coupon={coupon}
            actions={
              <CouponRowActions
                coupon={coupon}
                busy={busy(coupon)}
                onEdit={setEditing}
                onToggle={(item) => void status.toggle(item)}
                onDelete={deletion.ask}
              />
            }
          />
        )}
      />
      {/* Mounted per opening, so each one starts from the coupon as the list shows it. */}
      {editing && (
        <CouponEditDialog key={editing.id} coupon={editing} onClose={() => setEditing(null)} />
      )}
      <CouponDeleteDialog deletion={deletion} />
    </>
  );
}
