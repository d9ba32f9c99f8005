import { captureReferralCode } from '@storefront/shared/referral';
import { useLocation } from '@storefront/shared/router';
import { useEffect } from 'react';

/** Spec 2.1: every navigation starts at the top and keeps any referral code in the URL. */
export function NavigationEffects() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is the trigger itself.
  useEffect(() => {
    window.scrollTo(0, 0);
    captureReferralCode(search);
  }, [pathname, search]);
  return null;
}
