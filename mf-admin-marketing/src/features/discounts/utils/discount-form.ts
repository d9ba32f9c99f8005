import type { Discount, DiscountBody } from '@storefront/shared/contract/discounts';
import type { Kopecks } from '@storefront/shared/money';
import { formatMoney } from '@storefront/shared/money';
import type { DiscountKind } from '@storefront/shared/pricing';

export interface ChosenProduct {
  id: number;
  name: string;
}

/** The dialog's fields as typed, so a field can be empty or wrong while editing. */
export interface DiscountForm {
  name: string;
  discount_type: DiscountKind;
  /** '12,5' or '300': a comma counts as the point. */
  value: string;
  allProducts: boolean;
  products: ChosenProduct[];
  /** '' for every city, else the city's id. */
  cityId: string;
  /** YYYY-MM-DD, the local day it starts; '' starts today. */
  validFrom: string;
  /** YYYY-MM-DD, the last local day it works; '' for no end. */
  validUntil: string;
  is_active: boolean;
}

/** 'YYYY-MM-DD' of the local day of `date`. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function dayOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : localDay(date);
}

/** "12.50" as the admin would type it: '12.5'; "300.00": '300'. */
function typedValue(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** A new discount starts active, for every product and city, from today. */
export function initialDiscountForm(discount: Discount | null, today = new Date()): DiscountForm {
  if (!discount) {
    return {
      name: '',
      discount_type: 'percentage',
      value: '',
      allProducts: true,
      products: [],
      cityId: '',
      validFrom: localDay(today),
      validUntil: '',
      is_active: true,
    };
  }
  return {
    name: discount.name,
    discount_type: discount.discount_type,
    value: typedValue(discount.value),
    allProducts: discount.products === null,
    products: discount.products ?? [],
    cityId: discount.city ? String(discount.city.id) : '',
    validFrom: dayOf(discount.valid_from),
    validUntil: dayOf(discount.valid_until),
    is_active: discount.is_active,
  };
}

/**
 * The moment a typed day stands for: its first moment for a start, its last for an end (a
 * discount 'until 31.05' works all of that day). A day left as it was keeps the discount's own
 * timestamp, so saving a renamed discount does not move its start.
 */
function moment(day: string, edge: 'start' | 'end', original: string | null): string {
  if (original && dayOf(original) === day) return original;
  return new Date(`${day}T${edge === 'start' ? '00:00:00' : '23:59:59.999'}`).toISOString();
}

/** The POST/PUT payload of a checked form; `kopecks` is the parsed value (percent × 100 too). */
export function toDiscountPayload(
  form: DiscountForm,
  kopecks: Kopecks,
  original: Discount | null,
  today = new Date(),
): DiscountBody {
  return {
    name: form.name.trim(),
    discount_type: form.discount_type,
    value: formatMoney(kopecks),
    product_ids: form.allProducts ? null : form.products.map((product) => product.id),
    city_id: form.cityId ? Number(form.cityId) : null,
    valid_from: moment(form.validFrom || localDay(today), 'start', original?.valid_from ?? null),
    valid_until: form.validUntil
      ? moment(form.validUntil, 'end', original?.valid_until ?? null)
      : null,
    is_active: form.is_active,
  };
}
