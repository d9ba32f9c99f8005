import type { StockRow } from '@storefront/shared/contract/stock';
import { refreshLowStockCount } from '@storefront/shared/shop/low-stock';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useCatalogTranslation } from '../../../i18n';
import { errorMessage, type Message } from '../../../utils/error-text';
import { productStockKey } from '../api/get-product-stock';
import { updateProductStock } from '../api/update-product-stock';
import { changedStock, invalidRows, type StockEdits } from '../utils/stock-edits';

/** The field of a district's quantity, by its form name. */
export const quantityFieldName = (districtId: number) => `quantity-${districtId}`;

/**
 * The edits of the 'Остатки' dialog and their save: only the changed districts are sent; a
 * refusal keeps the dialog and every edit, with the server's reason.
 */
export function useStockEditor(
  productId: number,
  rows: readonly StockRow[],
  onDone: () => void,
  /** After a save: what shows the product's stock elsewhere reads it again. */
  onSaved?: () => void,
) {
  const { t } = useCatalogTranslation();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const [edits, setEdits] = useState<StockEdits>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);

  const edit = (districtId: number, value: string) =>
    setEdits((current) => ({ ...current, [districtId]: value }));

  const save = async () => {
    if (busy) return;
    const [firstBad] = invalidRows(rows, edits);
    if (firstBad) {
      const input = formRef.current?.elements.namedItem(quantityFieldName(firstBad.district_id));
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    const payload = changedStock(rows, edits);
    // Nothing changed: nothing to record, the dialog just closes.
    if (payload.stock.length === 0) return onDone();
    setBusy(true);
    setMessage(null);
    try {
      const saved = await updateProductStock(productId, payload);
      await mutate(productStockKey(productId), saved, { revalidate: false });
      notify('success', t('stock.saved'));
      onSaved?.();
      void refreshLowStockCount();
      onDone();
    } catch (error) {
      console.error(error);
      setMessage(errorMessage(error, 'stock.saveFailed'));
      setBusy(false);
    }
  };

  return { edits, edit, busy, message, save, formRef };
}
