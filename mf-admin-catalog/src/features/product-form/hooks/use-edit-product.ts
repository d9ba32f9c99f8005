import type { Product } from '@storefront/shared/contract/products';
import { currentLanguage } from '@storefront/shared/i18n';
import { formatMoney } from '@storefront/shared/money';
import { refreshLowStockCount } from '@storefront/shared/shop/low-stock';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { errorMessage, type Message } from '../../../utils/error-text';
import { priceInputText } from '../../../utils/price-text';
import { productKey } from '../api/get-product';
import { updateProduct } from '../api/update-product';
import { uploadImage } from '../api/upload-image';
import { checkImageFile } from '../utils/check-image-file';
import { checkPrice } from '../utils/check-price';
import { clearFrom, type Slot, slotsFromUrls, slotUrls, withSlot } from '../utils/slots';
import { uploadErrorMessage } from '../utils/upload-error';
import { useProductFields } from './use-product-fields';
import { useUploadTracker } from './use-upload-tracker';

/** Spec 2.9 edit form: a replaced or added image is uploaded at once; save sends the URLs. */
export function useEditProduct(product: Product, onSaved: () => void) {
  const fields = useProductFields(
    {
      name: product.name,
      description: product.description,
      price: priceInputText(product.price, currentLanguage()),
    },
    slotsFromUrls(product.logo_image, product.images),
    product.is_active,
  );
  const tracker = useUploadTracker([product.logo_image, ...product.images]);
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [pickError, setPickError] = useState<Message | null>(null);
  const uploading = fields.slots.some((slot) => slot.kind === 'uploading');

  const pick = async (index: number, file: File) => {
    const problem = checkImageFile(file);
    setPickError(problem);
    if (problem || uploading) return;
    const previous: Slot = fields.slots[index] ?? { kind: 'empty' };
    setMessage(null);
    fields.setSlots((slots) => withSlot(slots, index, { kind: 'uploading', file }));
    try {
      const { url, filename } = await uploadImage(file);
      if (!tracker.track(url, filename)) return;
      fields.setSlots((slots) => withSlot(slots, index, { kind: 'url', url }));
    } catch (error) {
      console.error(error);
      fields.setSlots((slots) => withSlot(slots, index, previous));
      setMessage(uploadErrorMessage(error));
    }
  };

  const remove = (index: number) => fields.setSlots((slots) => clearFrom(slots, index));

  const save = async () => {
    if (saving || uploading || !fields.check()) return;
    const price = checkPrice(fields.values.price);
    if (!('kopecks' in price)) return;
    const [logo = '', ...images] = slotUrls(fields.slots);
    setSaving(true);
    setMessage(null);
    try {
      const saved = await updateProduct(product.id, {
        name: fields.values.name.trim(),
        description: fields.values.description.trim(),
        logo_image: logo,
        images,
        is_active: fields.active,
        price: formatMoney(price.kopecks),
      });
      tracker.markSaved([logo, ...images]);
      await mutate(productKey(product.id), saved, { revalidate: false });
      // Switched on or off, it joins or leaves 'Мало на складе' (the menu's count).
      void refreshLowStockCount();
      onSaved();
    } catch (error) {
      console.error(error);
      setMessage(errorMessage(error, 'productForm.saveFailed'));
      setSaving(false);
    }
  };

  return { ...fields, saving, uploading, message, pickError, pick, remove, save };
}
