import { makeCoupon } from '../../../testing/fixtures';
import type { CouponValues } from '../../../utils/coupon-values';
import { couponChanges, editValuesOf } from './coupon-edit';

const capped = makeCoupon({
  coupon_type: 'percentage',
  discount_value: 15,
  maximum_discount_amount: 500,
  usage_limit: null,
  valid_from: '2026-05-01T09:30:00Z',
  valid_until: null,
});

function changes(edit: Partial<CouponValues>, coupon = capped) {
  const shown = editValuesOf(coupon);
  return couponChanges(coupon, shown, { ...shown, ...edit });
}

describe('couponChanges: only what the admin changed', () => {
  it('sends nothing for an untouched form, nor for a value retyped the same', () => {
    expect(changes({})).toEqual({});
    expect(changes({ discount_value: '15,0', name: ` ${capped.name} ` })).toEqual({});
  });

  it('keeps an unchanged start as it was, and sends a moved day as its first moment', () => {
    expect(changes({ name: 'Осень' })).toEqual({ name: 'Осень' });
    const moved = changes({ valid_from: '2026-06-01', valid_until: '2026-06-30' });
    expect(moved).toEqual({
      valid_from: new Date('2026-06-01T00:00:00').toISOString(),
      valid_until: new Date('2026-06-30T23:59:59.999').toISOString(),
    });
  });

  it('drops the cap with a switch to a fixed sum, and a cap of 0 is no cap', () => {
    expect(changes({ coupon_type: 'fixed' })).toEqual({
      coupon_type: 'fixed',
      maximum_discount_amount: null,
    });
    expect(changes({ maximum_discount_amount: '0' })).toEqual({ maximum_discount_amount: null });
    expect(changes({ maximum_discount_amount: '1 000,50' })).toEqual({
      maximum_discount_amount: 1000.5,
    });
  });

  it('reads an empty limit as no limit and a typed one as a count', () => {
    expect(editValuesOf(capped).usage_limit).toBe('');
    expect(changes({ usage_limit: '20' })).toEqual({ usage_limit: 20 });
    expect(changes({ usage_limit_per_user: '' })).toEqual({ usage_limit_per_user: null });
  });

  it('never resends a used discount shown as it was, though its stored cap reads differently', () => {
    // A stored cap of 0 shows as '0', which the form reads as no cap (null): unchanged, unsent.
    const used = makeCoupon({ maximum_discount_amount: 0, current_usage_count: 2 });
    expect(changes({ description: 'Новое' }, used)).toEqual({ description: 'Новое' });
  });
});
