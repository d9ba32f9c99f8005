import { isCouponCode } from './coupon-rules';

describe('isCouponCode', () => {
  it.each([
    ['SUMMER10', true],
    ['summer10', false],
    ['SUM MER', false],
    ['СКИДКА', false],
    ['', false],
    ['A'.repeat(33), false],
  ])('%s -> %s', (code, valid) => {
    expect(isCouponCode(code)).toBe(valid);
  });
});
