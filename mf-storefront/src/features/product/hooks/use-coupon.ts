import { isCouponCode } from '@storefront/shared/dto/marketing';
import type { CouponPricingRule } from '@storefront/shared/pricing';
import { useRef, useState } from 'react';
import { checkCoupon, useAutoCoupon } from '../api/check-coupon';

interface Applied {
  rule: CouponPricingRule;
  requiresApproval: boolean;
}

/**
 * The 'Промокод' field: what is typed, the coupon it was checked to be, or the reason it is not.
 * With nothing typed, a signed-in customer's auto-apply coupon (asked once) stands in for it,
 * as the server applies it to an order sent without a code.
 */
export function useCoupon(productId: number, canCheck: boolean) {
  const [text, setText] = useState('');
  const [applied, setApplied] = useState<Applied | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const auto = useAutoCoupon(productId, canCheck);
  // Codes are capital Latin letters and digits (shared/dto/marketing): 'save100' means SAVE100.
  const code = text.trim().toUpperCase();
  const wellFormed = !code || isCouponCode(code);
  // The answer of a check belongs to the code it was asked for; typing meanwhile discards it.
  const latest = useRef(code);
  latest.current = code;

  const apply = async (fallbackReason: string) => {
    if (!code || checking) return;
    // The API would refuse it unread (422): say what the customer can act on instead.
    if (!wellFormed) return setReason(fallbackReason);
    setChecking(true);
    setReason(null);
    const asked = code;
    try {
      const result = await checkCoupon({ code: asked, product_id: productId });
      if (latest.current !== asked) return;
      if (result.valid)
        setApplied({ rule: result.coupon, requiresApproval: result.requires_approval });
      else setReason(result.detail ?? fallbackReason);
    } catch (error) {
      if (latest.current === asked)
        setReason(error instanceof Error ? error.message : fallbackReason);
    } finally {
      setChecking(false);
    }
  };

  const autoCoupon = !code && auto.data?.valid ? auto.data : null;
  const current: Applied | null = code
    ? applied
    : autoCoupon && { rule: autoCoupon.coupon, requiresApproval: autoCoupon.requires_approval };
  return {
    text,
    /** A new text is not the coupon checked before. */
    change: (value: string) => {
      setText(value);
      setApplied(null);
      setReason(null);
    },
    apply,
    /** Refuses a code that cannot be one before an order is sent with it. */
    refuseMalformed: (fallbackReason: string) => {
      if (wellFormed) return false;
      setReason(fallbackReason);
      return true;
    },
    checking,
    reason,
    /** The coupon offered to the price computation: the checked one, or the automatic one. */
    current,
    automatic: current !== null && !code,
    /** What the order sends: the typed code, or none (the server picks the automatic one). */
    orderCode: code || undefined,
  };
}

export type CouponState = ReturnType<typeof useCoupon>;
