import type { COUPON_MESSAGES } from '@storefront/shared/validation/coupon-rules';

/**
 * The coupon rules' messages in the shown language: shared/validation/coupon-rules keeps them in Russian
 * because the API answers with them, so the wizard and the generator show this remote's key for
 * each (same wording in Russian) instead of the shared constant's text.
 */
export const COUPON_MESSAGE_KEYS: Record<keyof typeof COUPON_MESSAGES, string> = {
  code: 'wizard.errors.code',
  name: 'wizard.errors.name',
  discount: 'wizard.errors.discount',
  percent: 'wizard.errors.percent',
  usageLimit: 'wizard.errors.usageLimit',
  userLimit: 'wizard.errors.userLimit',
  minimum: 'wizard.errors.minimum',
  maximum: 'wizard.errors.maximum',
  period: 'wizard.errors.period',
};
