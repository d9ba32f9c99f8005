/**
 * The one price computation of the shop (shop-spec 1.4, 2.1): the product page's summary and the
 * server's purchase both call `priceOrder`, so what a customer is shown is what they are charged.
 * Pure and in integer kopecks; which coupons and discounts are valid for this customer, product,
 * city and moment is decided before (the server's checks), this only does the arithmetic and the
 * choosing.
 */
import {
  type Kopecks,
  kopecksToRoubles,
  mulDivHalfUp,
  parseMoney,
  roublesToKopecks,
} from '../money/money';

export type DiscountKind = 'percentage' | 'fixed';

/** A coupon as the arithmetic needs it (the coupon calls carry amounts as rouble numbers). */
export interface CouponPricingRule {
  code: string;
  coupon_type: DiscountKind;
  /** Percent (up to 100, two decimals) or roubles. */
  discount_value: number;
  /** Cap of a percentage, roubles; null or 0: none. */
  maximum_discount_amount: number | null;
  /** Smallest subtotal the coupon applies to, roubles; 0: any. */
  minimum_purchase_amount: number;
  /** Combines with an automatic discount; otherwise the larger of the two applies. */
  stackable: boolean;
}

/** An automatic discount (issue 15) valid for the product, city and moment. */
export interface AutoDiscountRule {
  id: number;
  name: string;
  discount_type: DiscountKind;
  /** Percent or roubles, a decimal string with two places at most ("12.50"). */
  value: string;
}

export interface PriceInput {
  unitPrice: Kopecks;
  quantity: number;
  /** Active automatic discounts for this product and city; the largest applies. */
  discounts?: readonly AutoDiscountRule[];
  /**
   * The coupon the customer entered, or, with no code entered, every auto-apply coupon the
   * customer may use: the one giving the largest discount applies.
   */
  coupons?: readonly CouponPricingRule[];
}

/** Why an offered coupon is not in the total. */
export type CouponRefusal = 'below_minimum' | 'not_stackable';

export interface PriceSummary {
  subtotal: Kopecks;
  discount: { id: number; name: string; amount: Kopecks } | null;
  coupon: { code: string; amount: Kopecks } | null;
  /** Set when coupons were offered and none applied. */
  couponRefusal: CouponRefusal | null;
  /** The minimum of the refused coupon, kopecks, for 'below_minimum'. */
  couponMinimum: Kopecks | null;
  total: Kopecks;
}

const PERCENT_SCALE = 10_000; // percent with two decimals: 12.5 % is 1250 / 10 000

function percentageOf(base: Kopecks, percentHundredths: number, cap: Kopecks | null): Kopecks {
  const clamped = Math.min(Math.max(percentHundredths, 0), PERCENT_SCALE);
  const amount = mulDivHalfUp(base, clamped, PERCENT_SCALE);
  return cap !== null && cap > 0 ? Math.min(amount, cap) : amount;
}

/** What `rule` takes off `base`: a percentage (capped) or a fixed sum, never above `base`. */
export function couponAmount(
  rule: Pick<CouponPricingRule, 'coupon_type' | 'discount_value' | 'maximum_discount_amount'>,
  base: Kopecks,
): Kopecks {
  if (base <= 0 || !(rule.discount_value > 0)) return 0;
  const amount =
    rule.coupon_type === 'percentage'
      ? percentageOf(
          base,
          roublesToKopecks(rule.discount_value),
          rule.maximum_discount_amount === null
            ? null
            : roublesToKopecks(rule.maximum_discount_amount),
        )
      : roublesToKopecks(rule.discount_value);
  return Math.min(amount, base);
}

/** What an automatic discount takes off `base`; a fixed one never exceeds it (spec 2.1). */
export function autoDiscountAmount(rule: AutoDiscountRule, base: Kopecks): Kopecks {
  if (base <= 0) return 0;
  const value = parseMoney(rule.value);
  if (value <= 0) return 0;
  const amount = rule.discount_type === 'percentage' ? percentageOf(base, value, null) : value;
  return Math.min(amount, base);
}

function bestDiscount(discounts: readonly AutoDiscountRule[], subtotal: Kopecks) {
  let best: PriceSummary['discount'] = null;
  for (const rule of discounts) {
    const amount = autoDiscountAmount(rule, subtotal);
    if (amount > 0 && (!best || amount > best.amount)) {
      best = { id: rule.id, name: rule.name, amount };
    }
  }
  return best;
}

interface Option {
  discount: PriceSummary['discount'];
  coupon: PriceSummary['coupon'];
  refusal: CouponRefusal | null;
  minimum: Kopecks | null;
}

/** The result of offering one coupon next to the best automatic discount. */
function withCoupon(
  rule: CouponPricingRule,
  subtotal: Kopecks,
  discount: PriceSummary['discount'],
): Option {
  const minimum = roublesToKopecks(rule.minimum_purchase_amount);
  if (subtotal < minimum) return { discount, coupon: null, refusal: 'below_minimum', minimum };
  if (rule.stackable || !discount) {
    const amount = couponAmount(rule, subtotal - (discount?.amount ?? 0));
    return { discount, coupon: { code: rule.code, amount }, refusal: null, minimum: null };
  }
  // Not stackable: the larger of the two applies; on a tie the automatic discount stays.
  const amount = couponAmount(rule, subtotal);
  return amount > discount.amount
    ? { discount: null, coupon: { code: rule.code, amount }, refusal: null, minimum: null }
    : { discount, coupon: null, refusal: 'not_stackable', minimum: null };
}

const taken = (option: Option) => (option.discount?.amount ?? 0) + (option.coupon?.amount ?? 0);

export function priceOrder(input: PriceInput): PriceSummary {
  if (!Number.isSafeInteger(input.unitPrice) || input.unitPrice < 0) {
    throw new RangeError(`unit price must be kopecks: ${input.unitPrice}`);
  }
  if (!Number.isSafeInteger(input.quantity) || input.quantity < 0) {
    throw new RangeError(`quantity must be a whole number: ${input.quantity}`);
  }
  const subtotal = input.unitPrice * input.quantity;
  const discount = bestDiscount(input.discounts ?? [], subtotal);
  let chosen: Option = { discount, coupon: null, refusal: null, minimum: null };
  let refused: Option | null = null;
  for (const rule of input.coupons ?? []) {
    const option = withCoupon(rule, subtotal, discount);
    if (!option.coupon) {
      refused ??= option;
    } else if (!chosen.coupon || taken(option) > taken(chosen)) {
      chosen = option;
    }
  }
  const refusal = chosen.coupon ? null : (refused?.refusal ?? null);
  return {
    subtotal,
    discount: chosen.discount,
    coupon: chosen.coupon,
    couponRefusal: refusal,
    couponMinimum: chosen.coupon ? null : (refused?.minimum ?? null),
    total: subtotal - taken(chosen),
  };
}

/** Rounded to kopecks; the tiny epsilon keeps 1.005 from becoming 1.00. */
export function roundKopecks(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

type DiscountRule = Pick<
  CouponPricingRule,
  'coupon_type' | 'discount_value' | 'maximum_discount_amount'
>;

/**
 * The discount of `coupon` on an order in roubles, for the rouble-number coupon calls: the shop's
 * exact kopeck arithmetic (`couponAmount` above), so the wizard's preview, the coupon
 * check and a purchase cannot disagree by a kopeck. Minimum amount and limits are not checked.
 */
export function couponDiscount(coupon: DiscountRule, orderAmount: number): number {
  if (!(orderAmount > 0)) return 0;
  return kopecksToRoubles(couponAmount(coupon, roublesToKopecks(orderAmount)));
}
