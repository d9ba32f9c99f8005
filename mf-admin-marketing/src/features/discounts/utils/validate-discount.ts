import { DISCOUNT_LIMITS } from '@storefront/shared/limits';
import { type Kopecks, tryParseMoney } from '@storefront/shared/money';
import { type DiscountForm, localDay } from './discount-form';

/** Fields that can be wrong; `period` is the two dates together. */
export type DiscountField = 'name' | 'value' | 'products' | 'period';

/** Message keys of what is wrong, per field; empty when the form can be sent. */
export type DiscountErrors = Partial<Record<DiscountField, string>>;

/**
 * The server's rules (shop-spec 2.1, `DISCOUNT_LIMITS`) checked before sending, so the admin
 * hears them at once; the server checks again and its refusal is shown too. A value is parsed
 * as money (two decimals at most), a percentage included: "12.5" is 1250 hundredths.
 */
export function validateDiscount(
  form: DiscountForm,
  today = new Date(),
): {
  errors: DiscountErrors;
  kopecks: Kopecks | null;
} {
  const errors: DiscountErrors = {};
  const name = form.name.trim();
  if (name.length < DISCOUNT_LIMITS.nameMin || name.length > DISCOUNT_LIMITS.nameMax) {
    errors.name = 'discounts.errors.name';
  }
  const kopecks = tryParseMoney(form.value);
  const max =
    form.discount_type === 'percentage' ? DISCOUNT_LIMITS.percentMax : DISCOUNT_LIMITS.fixedMax;
  if (!form.value.trim()) errors.value = 'discounts.errors.valueRequired';
  else if (kopecks === null) errors.value = 'discounts.errors.valueFormat';
  else if (kopecks <= 0) errors.value = 'discounts.errors.valuePositive';
  else if (kopecks > max * 100) {
    errors.value =
      form.discount_type === 'percentage'
        ? 'discounts.errors.percentMax'
        : 'discounts.errors.fixedMax';
  }
  if (!form.allProducts && form.products.length === 0)
    errors.products = 'discounts.errors.products';
  // Whole days: the end day's last moment is after the start day's first one. No start is today.
  if (form.validUntil && form.validUntil < (form.validFrom || localDay(today))) {
    errors.period = 'discounts.errors.period';
  }
  return { errors, kopecks };
}
