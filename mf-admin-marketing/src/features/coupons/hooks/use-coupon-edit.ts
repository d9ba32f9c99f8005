import { refusalDetail } from '@storefront/shared/api-client';
import type { Coupon } from '@storefront/shared/contract/coupons';
import { useRevalidate } from '@storefront/shared/hooks/use-revalidate';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useMarketingTranslation } from '../../../i18n';
import type { CouponValues, SetField } from '../../../utils/coupon-values';
import { updateCoupon } from '../api/update-coupon';
import { couponChanges, editValuesOf } from '../utils/coupon-edit';
import { couponEditErrors } from '../utils/validate-coupon-edit';

/** The first field with a message, in the form's order, focused so the admin lands on it. */
function focusFirstWrong(
  form: HTMLFormElement,
  values: CouponValues,
  wrong: (f: string) => boolean,
) {
  const field = Object.keys(values).find(wrong);
  const input = field ? form.elements.namedItem(field) : null;
  if (input instanceof HTMLElement) input.focus();
  return field !== undefined;
}

/**
 * The edit dialog of a coupon (issue 23): checked as typed like the wizard, sent once however
 * often 'Сохранить' is pressed, with only the changed fields. A refusal (a used coupon's
 * discount, a limit below its uses, a 422's messages) stays in the dialog in the server's words,
 * every field kept as typed.
 */
export function useCouponEdit(coupon: Coupon, onDone: () => void) {
  const { t } = useMarketingTranslation();
  const notify = useNotify();
  // The lists, the overview and the summary all show the coupon.
  const revalidate = useRevalidate('/coupons');
  const [shown] = useState(() => editValuesOf(coupon));
  const [values, setValues] = useState(shown);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // State lags a render behind: a second click in the same tick must see the first one.
  const sending = useRef(false);
  const errors = useMemo(() => couponEditErrors(values, coupon), [values, coupon]);

  const setField: SetField = (field, value) => {
    setRefusal(null);
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    if (
      focusFirstWrong(event.currentTarget, values, (f) => Boolean(errors[f as keyof CouponValues]))
    ) {
      return;
    }
    const changes = couponChanges(coupon, shown, values);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    sending.current = true;
    setSubmitting(true);
    setRefusal(null);
    try {
      await updateCoupon(coupon.id, changes);
      notify('success', t('coupons.edit.saved', { code: coupon.code }));
      onDone();
      void revalidate();
    } catch (error) {
      setRefusal(refusalDetail(error) ?? t('coupons.edit.failed'));
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  return { values, errors, refusal, submitting, setField, submit };
}
