import { type AutoDiscountRule, type CouponPricingRule, couponAmount, priceOrder } from './pricing';

const coupon = (over: Partial<CouponPricingRule> = {}): CouponPricingRule => ({
  code: 'SALE10',
  coupon_type: 'percentage',
  discount_value: 10,
  maximum_discount_amount: null,
  minimum_purchase_amount: 0,
  stackable: false,
  ...over,
});
const discount = (over: Partial<AutoDiscountRule> = {}): AutoDiscountRule => ({
  id: 1,
  name: 'Осень',
  discount_type: 'percentage',
  value: '5',
  ...over,
});

describe('priceOrder', () => {
  it('multiplies the unit price by the quantity when nothing applies', () => {
    const summary = priceOrder({ unitPrice: 150050, quantity: 3 });
    expect(summary).toEqual({
      subtotal: 450150,
      discount: null,
      coupon: null,
      couponRefusal: null,
      couponMinimum: null,
      total: 450150,
    });
  });

  it('rounds a percentage half up to the kopeck', () => {
    // 10 % of 1005.05 ₽ = 100.505 ₽ → 100.51 ₽
    const summary = priceOrder({ unitPrice: 100505, quantity: 1, coupons: [coupon()] });
    expect(summary.coupon).toEqual({ code: 'SALE10', amount: 10051 });
    expect(summary.total).toBe(100505 - 10051);
  });

  it('caps a percentage coupon and never takes more than the order', () => {
    expect(couponAmount(coupon({ maximum_discount_amount: 50 }), 100000)).toBe(5000);
    expect(couponAmount(coupon({ coupon_type: 'fixed', discount_value: 5000 }), 100000)).toBe(
      100000,
    );
    expect(couponAmount(coupon({ coupon_type: 'fixed', discount_value: 19.99 }), 100000)).toBe(
      1999,
    );
  });

  it('refuses a coupon below its minimum and says how much is needed', () => {
    const summary = priceOrder({
      unitPrice: 40000,
      quantity: 2,
      coupons: [coupon({ minimum_purchase_amount: 1000 })],
    });
    expect(summary.coupon).toBeNull();
    expect(summary.couponRefusal).toBe('below_minimum');
    expect(summary.couponMinimum).toBe(100000);
    expect(summary.total).toBe(80000);
  });

  it('takes the largest automatic discount; a fixed one never exceeds the subtotal', () => {
    const summary = priceOrder({
      unitPrice: 10000,
      quantity: 1,
      discounts: [
        discount(),
        discount({ id: 2, name: 'Всё', discount_type: 'fixed', value: '500' }),
      ],
    });
    expect(summary.discount).toEqual({ id: 2, name: 'Всё', amount: 10000 });
    expect(summary.total).toBe(0);
  });

  it('stacks a stackable coupon on what remains after the automatic discount', () => {
    const summary = priceOrder({
      unitPrice: 100000,
      quantity: 1,
      discounts: [discount({ value: '20' })],
      coupons: [coupon({ stackable: true })],
    });
    expect(summary.discount?.amount).toBe(20000);
    expect(summary.coupon?.amount).toBe(8000); // 10 % of 800 ₽
    expect(summary.total).toBe(72000);
  });

  it('lets the larger of a non-stackable coupon and the automatic discount apply', () => {
    const larger = priceOrder({
      unitPrice: 100000,
      quantity: 1,
      discounts: [discount({ value: '5' })],
      coupons: [coupon()],
    });
    expect(larger.discount).toBeNull();
    expect(larger.coupon?.amount).toBe(10000);

    const smaller = priceOrder({
      unitPrice: 100000,
      quantity: 1,
      discounts: [discount({ value: '10' })],
      coupons: [coupon()],
    });
    expect(smaller.coupon).toBeNull();
    expect(smaller.couponRefusal).toBe('not_stackable');
    expect(smaller.discount?.amount).toBe(10000);
    expect(smaller.total).toBe(90000);
  });

  it('among auto-apply coupons picks the one taking the most', () => {
    const summary = priceOrder({
      unitPrice: 100000,
      quantity: 1,
      coupons: [
        coupon({ code: 'TEN' }),
        coupon({ code: 'FLAT300', coupon_type: 'fixed', discount_value: 300 }),
        coupon({ code: 'BIG', discount_value: 50, minimum_purchase_amount: 5000 }),
      ],
    });
    expect(summary.coupon).toEqual({ code: 'FLAT300', amount: 30000 });
    expect(summary.couponRefusal).toBeNull();
  });

  it('refuses what is not kopecks or a whole quantity', () => {
    expect(() => priceOrder({ unitPrice: 10.5, quantity: 1 })).toThrow(RangeError);
    expect(() => priceOrder({ unitPrice: 100, quantity: 1.5 })).toThrow(RangeError);
  });
});
