import { isCouponCode } from '@storefront/shared/validation/coupon-rules';
import { generatedCouponCode } from './coupon-code';

describe('generatedCouponCode', () => {
  it('spec 4: uppercase name, only letters and digits, 8 characters, then 3 digits', () => {
    expect(generatedCouponCode('Summer sale 2026!', () => 0.042)).toBe('SUMMERSA042');
    expect(generatedCouponCode('vip', () => 0.5)).toBe('VIP500');
    expect(generatedCouponCode('a-b c', () => 0)).toBe('ABC000');
    expect(generatedCouponCode('x', () => 0.9999)).toBe('X999');
  });

  it('transliterates Russian names instead of dropping them', () => {
    expect(generatedCouponCode('Летняя распродажа', () => 0.007)).toBe('LETNYAYA007');
    expect(generatedCouponCode('Щедрый ёж', () => 0.1)).toBe('SHCHEDRY100');
  });

  it('always gives a valid code, even from a name with no letters', () => {
    const code = generatedCouponCode('!!! ???', () => 0.25);
    expect(code).toBe('250');
    expect(isCouponCode(code)).toBe(true);
    expect(isCouponCode(generatedCouponCode('Новогодний подарок'))).toBe(true);
  });
});
