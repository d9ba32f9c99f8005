import { isApiError } from '@storefront/shared/api-client';
import type { Discount } from '@storefront/shared/contract/discounts';
import { useRevalidate } from '@storefront/shared/hooks/use-revalidate';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useState } from 'react';
import { useMarketingTranslation } from '../../../i18n';
import { deleteDiscount } from '../api/delete-discount';
import { DISCOUNTS_PATH } from '../api/get-discounts';
import { updateDiscount } from '../api/update-discount';

/**
 * A row's switch and delete: the switch sends only `{is_active}` at once; delete asks 'Удалить
 * скидку?' first. A refusal says the server's reason, else a generic failure naming the discount.
 */
export function useDiscountActions() {
  const { t } = useMarketingTranslation();
  const notify = useNotify();
  const revalidate = useRevalidate(DISCOUNTS_PATH);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Discount | null>(null);
  // The dialog keeps its discount while it fades out, so its text does not blank mid-close.
  const [asking, setAsking] = useState(false);

  const run = async (discount: Discount, action: () => Promise<unknown>, done: string) => {
    setBusyId(discount.id);
    try {
      await action();
      notify('success', t(done, { name: discount.name }));
    } catch (error) {
      const detail = isApiError(error) && typeof error.detail === 'string' ? error.detail : null;
      notify('error', detail ?? t('discounts.failed', { name: discount.name }));
    } finally {
      setBusyId(null);
      setAsking(false);
      void revalidate();
    }
  };

  const toggle = (discount: Discount) => {
    const is_active = !discount.is_active;
    const done = is_active ? 'discounts.done.activated' : 'discounts.done.deactivated';
    void run(discount, () => updateDiscount(discount.id, { is_active }), done);
  };

  const askDelete = (discount: Discount) => {
    setDeleting(discount);
    setAsking(true);
  };

  const confirmDelete = () => {
    if (!deleting || busyId !== null) return;
    void run(deleting, () => deleteDiscount(deleting.id), 'discounts.done.deleted');
  };

  return {
    busyId,
    deleting,
    asking,
    toggle,
    askDelete,
    confirmDelete,
    dismissDelete: () => setAsking(false),
  };
}

export type DiscountActions = ReturnType<typeof useDiscountActions>;
