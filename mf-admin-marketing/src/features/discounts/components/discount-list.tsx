import type { Discount } from '@storefront/shared/contract/discounts';
import { ConfirmDialog } from '@storefront/shared/ui/admin/confirm-dialog';
import { FilteredList } from '@storefront/shared/ui/admin/list/filtered-list';
import { listTexts, searchTexts } from '@storefront/shared/ui/admin/list/texts';
import { useMarketingTranslation } from '../../../i18n';
import { useDiscounts } from '../api/get-discounts';
import { useDiscountActions } from '../hooks/use-discount-actions';
import { useDiscountParams } from '../utils/discount-params';
import { DiscountRow } from './discount-row';
import { DiscountRowActions } from './discount-row-actions';

export interface DiscountListProps {
  onEdit: (discount: Discount) => void;
}

/**
 * shop-spec 2.1: every discount, newest first, searched and filtered by the server; search by
 * name and the active filter, both in the URL query (`search`, `status`).
 */
export function DiscountList({ onEdit }: DiscountListProps) {
  const { t } = useMarketingTranslation();
  const params = useDiscountParams();
  const result = useDiscounts(params.query);
  const actions = useDiscountActions();
  const { deleting } = actions;
  return (
    <>
      <FilteredList
        query={params.list}
        search={searchTexts(t, 'discounts')}
        controls={{
          status: {
            label: t('discounts.filter.label'),
            all: t('discounts.filter.all'),
            optionLabel: (status) => t(`discounts.filter.${status}`),
            minWidth: 180,
          },
        }}
        result={result}
        items={result.data?.discounts ?? []}
        texts={listTexts(t, 'discounts')}
        onRetry={() => void result.mutate()}
        row={(discount) => (
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
        )}
      />
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
