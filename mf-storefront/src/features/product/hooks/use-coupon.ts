import type { CouponPricingRule } from '@storefront/shared/pricing';
import { isCouponCode } from '@storefront/shared/validation/coupon-rules';
import { useCallback, useRef, useState } from 'react';
import { checkCoupon, useAutoCoupon } from '../api/check-coupon';

interface Applied {
  rule: CouponPricingRule;
  requiresApproval: boolean;
}

/** The answer of a check, kept with the code it was asked for. */
interface Verdict {
  code: string;
  applied: Applied | null;
  reason: string | null;
}

/**
 * Whether the summary may be bought as shown: 'ready'; 'checking' (a check is on its way, the
 * summary is about to change); 'unchecked' (a code is typed but not applied: the summary does
 * not count it); 'refused' (the typed code was checked and gives nothing).
 */
export type CouponStatus = 'ready' | 'checking' | 'unchecked' | 'refused';

/** Codes are capital Latin letters and digits (shared/validation/coupon-rules): 'save100' is SAVE100. */
const normalize = (text: string) => text.trim().toUpperCase();

/**
 * The 'Промокод' field: what is typed, the coupon it was checked to be, or the reason it is not.
 * With nothing typed, a signed-in customer's auto-apply coupon for this quantity and city stands
 * in for it.
 * Whichever coupon the summary is priced with is the one the order names (issue 20): the
 * server then prices the same coupon, never a code the summary did not count.
 */
export function useCoupon(
  productId: number,
  order: { quantity: number; cityId: number | null },
  canCheck: boolean,
) {
  const [text, setText] = useState('');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const auto = useAutoCoupon(productId, order, canCheck);
  const code = normalize(text);
  const wellFormed = !code || isCouponCode(code);
  // The answer of a check belongs to the code it was asked for; typing meanwhile discards it.
  const latest = useRef(code);
  latest.current = code;

  const check = useCallback(
    async (asked: string, fallbackReason: string) => {
      setChecking(asked);
      try {
        const result = await checkCoupon({ code: asked, product_id: productId });
        if (latest.current !== asked) return;
        setVerdict(
          result.valid
            ? {
                code: asked,
                applied: { rule: result.coupon, requiresApproval: result.requires_approval },
                reason: null,
              }
            : { code: asked, applied: null, reason: result.detail ?? fallbackReason },
        );
      } catch (error) {
        if (latest.current === asked) {
          const reason = error instanceof Error ? error.message : fallbackReason;
          setVerdict({ code: asked, applied: null, reason });
        }
      } finally {
        setChecking((now) => (now === asked ? null : now));
      }
    },
    [productId],
  );

  const apply = async (fallbackReason: string) => {
    if (!code || checking === code) return;
    // The API would refuse it unread (422): say what the customer can act on instead.
    if (!wellFormed) return setVerdict({ code, applied: null, reason: fallbackReason });
    await check(code, fallbackReason);
  };

  // Nothing typed, and the automatic coupon for this quantity and city is on its way.
  const lookingUp = !code && auto.isLoading;
  const mine = verdict?.code === code && code !== '' ? verdict : null;
  const autoCoupon = !code && auto.data?.valid ? auto.data : null;
  const current: Applied | null = code
    ? (mine?.applied ?? null)
    : autoCoupon && { rule: autoCoupon.coupon, requiresApproval: autoCoupon.requires_approval };
  const status: CouponStatus =
    checking !== null || lookingUp
      ? 'checking'
      : code && !mine
        ? 'unchecked'
        : code && !mine?.applied
          ? 'refused'
          : 'ready';

  return {
    text,
    code,
    /** A new text is not the coupon checked before (a space more or less still is). */
    change: (value: string) => {
      setText(value);
      if (normalize(value) !== verdict?.code) setVerdict(null);
    },
    /** A code chosen under 'Доступные промокоды': in the field and checked at once. */
    pick: (picked: string, fallbackReason: string) => {
      const next = normalize(picked);
      setText(next);
      latest.current = next;
      if (isCouponCode(next)) void check(next, fallbackReason);
    },
    apply,
    /**
     * Asks again what the summary was priced with (after a purchase, or a refusal saying the
     * price or the coupon changed): the automatic coupon, and the typed one if it was checked.
     */
    refresh: async (fallbackReason: string) => {
      const typed = mine ? code : null;
      await Promise.allSettled([
        canCheck ? auto.mutate() : null,
        typed ? check(typed, fallbackReason) : null,
      ]);
    },
    status,
    /** Nothing is typed and the automatic coupon for this quantity and city is on its way. */
    lookingUp,
    /** Set while a check is on its way for what is typed (the field's button waits). */
    checking: checking !== null,
    reason: mine?.reason ?? null,
    /** The coupon offered to the price computation: the checked one, or the automatic one. */
    current,
    automatic: current !== null && !code,
  };
}

export type CouponState = ReturnType<typeof useCoupon>;
