import { COUPON_DEFAULTS } from './values';

it('spec 9 wizard defaults', () => {
  expect(COUPON_DEFAULTS).toMatchObject({
    coupon_type: 'percentage',
    discount_value: 10,
    minimum_purchase_amount: 0,
    usage_limit: 100,
    usage_limit_per_user: 1,
    is_public: true,
    stackable: false,
  });
});
