import type { UploadResult } from '@storefront/shared/contract/uploads';
import { formatMoney } from '@storefront/shared/money';
import { refreshLowStockCount } from '@storefront/shared/shop/low-stock';
import { useEffect, useRef, useState } from 'react';
import { errorMessage, type Message } from '../../../utils/error-text';
import { createProduct } from '../api/create-product';
import { deleteUpload } from '../api/delete-upload';
import { uploadImage } from '../api/upload-image';
import { checkImageFile } from '../utils/check-image-file';
import { checkPrice } from '../utils/check-price';
import { clearFrom, emptySlots, withSlot } from '../utils/slots';
import { UPLOAD_FAILED, uploadErrorMessage } from '../utils/upload-error';
import { useProductFields } from './use-product-fields';

const EMPTY_TEXT = { name: '', description: '', price: '' };

type Phase = 'idle' | 'uploading' | 'creating';

/** Spec 2.9 create form: the images are uploaded on submit, then the product is created. */
export function useCreateProduct(onCreated: () => void) {
  const fields = useProductFields(EMPTY_TEXT, emptySlots());
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState<Message | null>(null);
  const [pickError, setPickError] = useState<Message | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const pick = (index: number, file: File) => {
    const problem = checkImageFile(file);
    setPickError(problem);
    if (!problem) fields.setSlots((slots) => withSlot(slots, index, { kind: 'file', file }));
  };

  const remove = (index: number) => fields.setSlots((slots) => clearFrom(slots, index));

  /** Uploads in slot order; on a failure, or if the page is left, drops what was sent. */
  const uploadAll = async (): Promise<{ uploads: UploadResult[] } | { failure: Message }> => {
    const sent: UploadResult[] = [];
    try {
      for (const slot of fields.slots) {
        if (slot.kind !== 'file') continue;
        sent.push(await uploadImage(slot.file));
        if (!mounted.current) throw new Error('left the page');
      }
      return { uploads: sent };
    } catch (error) {
      console.error(error);
      for (const upload of sent) void deleteUpload(upload.filename);
      return { failure: uploadErrorMessage(error) };
    }
  };

  const submit = async () => {
    if (phase !== 'idle' || !fields.check()) return;
    const price = checkPrice(fields.values.price);
    if (!('kopecks' in price)) return;
    setMessage(null);
    setPhase('uploading');
    const uploaded = await uploadAll();
    if (!mounted.current) return;
    const [logo, ...rest] = 'uploads' in uploaded ? uploaded.uploads : [];
    if (!logo) {
      setMessage('failure' in uploaded ? uploaded.failure : UPLOAD_FAILED);
      setPhase('idle');
      return;
    }
    setPhase('creating');
    try {
      await createProduct({
        name: fields.values.name.trim(),
        description: fields.values.description.trim(),
        logo_image: logo.url,
        images: rest.map((upload) => upload.url),
        is_active: fields.active,
        price: formatMoney(price.kopecks),
      });
      // A new product holds nothing yet: it may be one more running low (the menu's count).
      void refreshLowStockCount();
      if (mounted.current) onCreated();
    } catch (error) {
      console.error(error);
      // The product does not exist, so nothing refers to the files just sent.
      for (const upload of [logo, ...rest]) void deleteUpload(upload.filename);
      if (!mounted.current) return;
      setMessage(errorMessage(error, 'productForm.createFailed'));
      setPhase('idle');
    }
  };

  return { ...fields, phase, message, pickError, pick, remove, submit };
}
