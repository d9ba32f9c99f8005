import type { Discount } from '@storefront/shared/contract/discounts';
import { useClampPage } from '@storefront/shared/hooks/use-list-params';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { ListState } from '@storefront/shared/ui/admin/list-state';
import { Pager } from '@storefront/shared/ui/admin/pager';
import { isPending, Rows } from '@storefront/shared/ui/admin/row-layout';
import { useMarketingTranslation } from '../../../i18n';
import { useDiscounts } from '../api/get-discounts';
import { useDiscountActions } from '../hooks/use-discount-actions';
import { useDiscountParams } from '../utils/discount-params';
import { DiscountFilters } from './discount-filters';
import { DiscountRow } from './discount-row';
import { DiscountRowActions } from './discount-row-actions';

export interface DiscountListProps {
  onEdit: (discount: Discount) => void;
}

/** shop-spec 2.1: every discount, newest first, searched and filtered by the server. */
export function DiscountList({ onEdit }: DiscountListProps) {
  const { t } = useMarketingTranslation();
  const params = useDiscountParams();
  const { data, error, isLoading, mutate } = useDiscounts(params.query);
  useClampPage(params.list, data?.pages);
  const actions = useDiscountActions();
  const discounts = data?.discounts ?? [];
  const { deleting } = actions;
  return (
    <>
      <DiscountFilters params={params} />
      <ListState
        loading={isLoading && !data}
        error={data ? null : error}
        errorText={t('common.loadError')}
        onRetry={() => void mutate()}
        empty={discounts.length === 0}
        searching={params.filtered}
        notFoundText={t('discounts.notFound')}
        noneText={t('discounts.none')}
      />
      {discounts.length > 0 && (
        <Rows label={t('discounts.rows')} pending={isPending({ isLoading, data })}>
          {discounts.map((discount) => (
            <DiscountRow
              key={discount.id}
              discount={discount}
              actions={
                <DiscountRowActions
                  discount={discount}
                  busy={actions.busyId === discount.id}
                  onEdit={onEdit}
                  onToggle={actions.toggle}
                  onDelete={actions.askDelete}
                />
              }
            />
          ))}
        </Rows>
      )}
      {data && <Pager page={params.list.page} pages={data.pages} onPage={params.list.setPage} />}
      <ConfirmDialog
        open={actions.asking}
        title={t('discounts.deleteDialog.title')}
        text={deleting ? t('discounts.deleteDialog.text', { name: deleting.name }) : ''}
        confirmLabel={t('discounts.deleteDialog.confirm')}
        busy={deleting !== null && actions.busyId === deleting.id}
        onConfirm={actions.confirmDelete}
        onCancel={actions.dismissDelete}
      />
    </>
  );
}
