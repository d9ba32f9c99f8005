import { joinPath } from '@storefront/shared/remote-contract';

/** Every page of this remote, below the base the shell mounts it at ('/admin'). */
export function marketingPaths(basePath: string) {
  return {
    coupons: joinPath(basePath, 'coupons'),
    referrals: joinPath(basePath, 'referrals'),
    /** Anything below the two sections (the shell routes only their prefixes here). */
    couponsUnknown: joinPath(basePath, 'coupons/*'),
    referralsUnknown: joinPath(basePath, 'referrals/*'),
  };
}

export type MarketingPaths = ReturnType<typeof marketingPaths>;
