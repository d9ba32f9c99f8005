import { joinPath } from '@storefront/shared/remote-contract';

/** Every page of this remote, below the base the shell mounts it at ('/admin'). */
export function marketingPaths(basePath: string) {
  return {
    coupons: joinPath(basePath, 'coupons'),
    referrals: joinPath(basePath, 'referrals'),
    discounts: joinPath(basePath, 'discounts'),
    /** Anything below the three sections (the shell routes only their prefixes here). */
    couponsUnknown: joinPath(basePath, 'coupons/*'),
    referralsUnknown: joinPath(basePath, 'referrals/*'),
    discountsUnknown: joinPath(basePath, 'discounts/*'),
  };
}

export type MarketingPaths = ReturnType<typeof marketingPaths>;
