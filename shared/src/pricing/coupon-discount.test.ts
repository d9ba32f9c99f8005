import { type CouponPricingRule, couponDiscount, roundKopecks } from './pricing';

type Rule = Pick<CouponPricingRule, 'coupon_type' | 'discount_value' | 'maximum_discount_amount'>;
const percent = (value: number, cap: number | null = null): Rule => ({
  coupon_type: 'percentage',
  discount_value: value,
  maximum_discount_amount: cap,
});
const fixed = (value: number): Rule => ({
  coupon_type: 'fixed',
  discount_value: value,
  maximum_discount_amount: null,
});

describe('couponDiscount', () => {
  it('spec 2.12: a percentage of a 1000 order is ten times the percent', () => {
    expect(couponDiscount(percent(10), 1000)).toBe(100);
    expect(couponDiscount(percent(15), 1000)).toBe(150);
  });

  it('caps a percentage by a positive maximum; null or 0 mean no cap', () => {
    expect(couponDiscount(percent(50, 300), 1000)).toBe(300);
    expect(couponDiscount(percent(50, 800), 1000)).toBe(500);
    expect(couponDiscount(percent(50, null), 1000)).toBe(500);
    expect(couponDiscount(percent(50, 0), 1000)).toBe(500);
  });

  it('a fixed discount is never above the order and ignores any maximum', () => {
    expect(couponDiscount(fixed(300), 1000)).toBe(300);
    expect(couponDiscount(fixed(300), 120.5)).toBe(120.5);
    expect(couponDiscount({ ...fixed(300), maximum_discount_amount: 100 }, 1000)).toBe(300);
  });

  it('rounds to kopecks', () => {
    expect(couponDiscount(percent(7), 99.99)).toBe(7);
    expect(couponDiscount(percent(33), 10.01)).toBe(3.3);
    expect(couponDiscount(percent(12.5), 0.1)).toBe(0.01);
    expect(roundKopecks(1.005)).toBe(1.01);
  });

  it('gives nothing for an empty order or a non-positive value; never more than 100%', () => {
    expect(couponDiscount(percent(10), 0)).toBe(0);
    expect(couponDiscount(percent(10), -5)).toBe(0);
    expect(couponDiscount(percent(0), 1000)).toBe(0);
    expect(couponDiscount(fixed(-1), 1000)).toBe(0);
    expect(couponDiscount(percent(150), 1000)).toBe(1000);
  });
});
