/** What makes a coupon's code and fields acceptable: the wizard checks it, the API enforces it. */
import { COUPON_LIMITS } from './limits';

/**
 * Spec 5's coupon messages, word for word (so 3 and 100 are written out, matching COUPON_LIMITS):
 * the wizard shows them, the API answers them (422 `msg`).
 */
export const COUPON_MESSAGES = {
  code: 'Код должен содержать только заглавные буквы и цифры',
  name: 'Название должно содержать минимум 3 символа',
  discount: 'Размер скидки должен быть больше 0',
  percent: 'Процентная скидка не может быть больше 100%',
  usageLimit: 'Лимит использований должен быть больше 0',
  userLimit: 'Лимит на пользователя должен быть больше 0',
  minimum: 'Минимальная сумма не может быть отрицательной',
  maximum: 'Максимальная скидка не может быть отрицательной',
  period: 'Дата окончания должна быть позже даты начала',
} as const;

/** Spec 5: uppercase Latin letters and digits only (a TypeBox `pattern`, too). */
export const COUPON_CODE_PATTERN = '^[A-Z0-9]+$';

export function isCouponCode(code: string): boolean {
  return new RegExp(COUPON_CODE_PATTERN).test(code) && code.length <= COUPON_LIMITS.codeMax;
}
