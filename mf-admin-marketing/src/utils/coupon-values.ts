import type { CouponType } from '@storefront/shared/contract/values';
import { parseDecimalInput, parseRoublesInput } from './money-input';

/**
 * A coupon's form as typed (the wizard's and the edit dialog's): numbers and dates as text, so a
 * field can be empty while editing.
 */
export interface CouponValues {
  name: string;
  description: string;
  coupon_type: CouponType;
  discount_value: string;
  maximum_discount_amount: string;
  code: string;
  minimum_purchase_amount: string;
  usage_limit: string;
  usage_limit_per_user: string;
  /** YYYY-MM-DD, the local day the coupon starts. */
  valid_from: string;
  /** YYYY-MM-DD, the last local day it works; '' for no end. */
  valid_until: string;
  is_public: boolean;
  requires_approval: boolean;
  auto_apply: boolean;
  stackable: boolean;
}

export type CouponField = keyof CouponValues;
export type SetField = <K extends CouponField>(field: K, value: CouponValues[K]) => void;

/** 'YYYY-MM-DD' of the local day of `date`. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A typed count or percentage ('100', '10,5'); NaN when not a number, null when empty. */
export const parseNumber = parseDecimalInput;

/**
 * The discount's size as typed: a fixed one is money ('150,50' is 150.5 roubles, '1 490,50'
 * 1490.5; three decimals are not an amount), a percentage keeps its own rule ('12,5').
 */
export function parseDiscountValue(values: Pick<CouponValues, 'coupon_type' | 'discount_value'>) {
  return values.coupon_type === 'fixed'
    ? parseRoublesInput(values.discount_value)
    : parseDecimalInput(values.discount_value);
}

/** The first moment of a local day, as the ISO datetime the API takes. */
export function dayStartIso(day: string): string {
  return new Date(`${day}T00:00:00`).toISOString();
}

/** The last moment of a local day: a coupon 'until 31.12' works all of that day. */
export function dayEndIso(day: string): string {
  return new Date(`${day}T23:59:59.999`).toISOString();
}

/**
 * What a checked form says of the coupon, the code and the limits aside: the create and the
 * edit payloads are made of it (they differ in the code, sent once, and in an empty limit).
 */
export function couponTermsOf(values: CouponValues) {
  const cap = parseRoublesInput(values.maximum_discount_amount);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    coupon_type: values.coupon_type,
    discount_value: parseDiscountValue(values) ?? 0,
    minimum_purchase_amount: parseRoublesInput(values.minimum_purchase_amount) ?? 0,
    // A maximum of 0 (or none) means no cap; a fixed discount never has one.
    maximum_discount_amount: values.coupon_type === 'percentage' && cap && cap > 0 ? cap : null,
    valid_from: dayStartIso(values.valid_from),
    valid_until: values.valid_until ? dayEndIso(values.valid_until) : null,
    is_public: values.is_public,
    requires_approval: values.requires_approval,
    auto_apply: values.auto_apply,
    stackable: values.stackable,
  };
}
