/** Spec 9: the wizard has six steps. */
export const COUPON_WIZARD_STEPS = 6;
