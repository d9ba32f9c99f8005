import type { Coupon, CouponStats, CouponUsage } from '@storefront/shared/contract/coupons';
import type { Discount } from '@storefront/shared/contract/discounts';
import type {
  Referral,
  ReferralCode,
  ReferralProgram,
  ReferralStats,
} from '@storefront/shared/contract/referrals';

export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 1,
    code: 'SUMMER10',
    name: 'Летняя распродажа',
    description: 'Скидка на всё',
    coupon_type: 'percentage',
    discount_value: 10,
    minimum_purchase_amount: 0,
    maximum_discount_amount: null,
    usage_limit: 100,
    usage_limit_per_user: 1,
    current_usage_count: 3,
    valid_from: '2026-05-01T12:00:00Z',
    valid_until: null,
    is_public: true,
    requires_approval: false,
    auto_apply: false,
    stackable: false,
    status: 'active',
    is_active: true,
    created_at: '2026-05-01T10:00:00Z',
    ...overrides,
  };
}

export function makeUsage(overrides: Partial<CouponUsage> = {}): CouponUsage {
  return {
    id: 1,
    coupon_id: 1,
    coupon_code: 'SUMMER10',
    username: 'anna',
    used_at: '2026-05-02T12:00:00Z',
    order_id: 77,
    order_number: 1077,
    order_amount: 1500,
    discount_amount: 150,
    final_amount: 1350,
    ...overrides,
  };
}

export const couponStats: CouponStats = {
  total_coupons: 12,
  active_coupons: 9,
  expired_coupons: 2,
  total_usage: 340,
  total_discount_given: 25400.5,
  total_orders_affected: 310,
  most_used_coupon: 'SUMMER10',
  average_discount_per_order: 81.94,
};

export function makeProgram(overrides: Partial<ReferralProgram> = {}): ReferralProgram {
  return {
    id: 1,
    name: 'Приведи друга',
    description: 'Бонус за каждого друга',
    reward_amount: 100,
    is_public: true,
    status: 'active',
    total_referrals: 4,
    total_rewards_paid: 300,
    created_at: '2026-04-01T09:00:00Z',
    ...overrides,
  };
}

export function makeCode(overrides: Partial<ReferralCode> = {}): ReferralCode {
  return {
    id: 1,
    code: 'ANNA2026',
    username: 'anna',
    usage_count: 2,
    is_active: true,
    created_at: '2026-04-02T09:00:00Z',
    ...overrides,
  };
}

export function makeReferral(overrides: Partial<Referral> = {}): Referral {
  return {
    id: 1,
    referrer_username: 'anna',
    referee_username: 'boris',
    referee_email: 'boris@example.com',
    status: 'active',
    reward_amount: 100,
    not_rewarded_reason: null,
    created_at: '2026-04-03T09:00:00Z',
    ...overrides,
  };
}

export const referralStats: ReferralStats = {
  total_programs: 3,
  active_programs: 2,
  total_referrals: 40,
  total_rewards_paid: 1500,
  top_referrer: 'anna',
  conversion_rate: 12.5,
};

export function makeDiscount(overrides: Partial<Discount> = {}): Discount {
  return {
    id: 1,
    name: 'Весенняя скидка',
    discount_type: 'percentage',
    value: '10.00',
    products: null,
    city: null,
    valid_from: '2026-05-01T00:00:00Z',
    valid_until: null,
    is_active: true,
    created_at: '2026-04-30T10:00:00Z',
    ...overrides,
  };
}

export const shopCities = [
  { id: 1, name: 'Москва' },
  { id: 2, name: 'Казань' },
];

/** An admin catalogue product as GET /products/ lists it. */
export function makeProduct(id: number, name: string) {
  return {
    id,
    name,
    description: '',
    logo_image: '',
    images: [],
    is_active: true,
    price: '1000.00',
    created_at: '2026-04-01T10:00:00Z',
    updated_at: '2026-04-01T10:00:00Z',
  };
}
