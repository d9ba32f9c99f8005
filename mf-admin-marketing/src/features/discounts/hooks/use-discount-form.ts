import { isApiError } from '@storefront/shared/api-client';
import type { Discount } from '@storefront/shared/contract/discounts';
import { useRevalidate } from '@storefront/shared/hooks/use-revalidate';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { type FormEvent, useRef, useState } from 'react';
import { useMarketingTranslation } from '../../../i18n';
import { createDiscount } from '../api/create-discount';
import { DISCOUNTS_PATH } from '../api/get-discounts';
import { updateDiscount } from '../api/update-discount';
import { type DiscountForm, initialDiscountForm, toDiscountPayload } from '../utils/discount-form';
import {
  type DiscountErrors,
  type DiscountField,
  validateDiscount,
} from '../utils/validate-discount';

/** Which errors a changed field may clear: the dates are checked as one period. */
const FIELD_ERROR: Partial<Record<keyof DiscountForm, DiscountField>> = {
  name: 'name',
  value: 'value',
  discount_type: 'value',
  allProducts: 'products',
  products: 'products',
  validFrom: 'period',
  validUntil: 'period',
};

/**
 * The create/edit dialog (shop-spec 2.1): checked on submit, sent once however often 'Создать'
 * is pressed, and a refusal stays in the dialog with the server's words and every field as
 * typed, so nothing is lost.
 */
export function useDiscountForm(discount: Discount | null, onDone: () => void) {
  const { t } = useMarketingTranslation();
  const notify = useNotify();
  const revalidate = useRevalidate(DISCOUNTS_PATH);
  const [form, setForm] = useState(() => initialDiscountForm(discount));
  const [errors, setErrors] = useState<DiscountErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // State lags a render behind: a second click in the same tick must see the first one.
  const sending = useRef(false);

  const setField = <K extends keyof DiscountForm>(field: K, value: DiscountForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    const cleared = FIELD_ERROR[field];
    if (cleared) setErrors((current) => ({ ...current, [cleared]: undefined }));
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const checked = validateDiscount(form);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0 || checked.kopecks === null) return;
    const payload = toDiscountPayload(form, checked.kopecks, discount);
    sending.current = true;
    setSubmitting(true);
    try {
      const saved = discount
        ? await updateDiscount(discount.id, payload)
        : await createDiscount(payload);
      const done = discount ? 'discounts.done.saved' : 'discounts.done.created';
      notify('success', t(done, { name: saved?.name ?? payload.name }));
      onDone();
      void revalidate();
    } catch (error) {
      const detail = isApiError(error) && typeof error.detail === 'string' ? error.detail : null;
      setRefusal(detail ?? t('discounts.form.failed'));
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  return { form, errors, refusal, submitting, setField, submit };
}

export type DiscountFormState = ReturnType<typeof useDiscountForm>;
