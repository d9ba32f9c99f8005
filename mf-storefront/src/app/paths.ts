import { joinPath } from '@storefront/shared/remote-contract';

/**
 * Every page of this remote, below the base the shell mounts it at ('/': the catalogue and the
 * payment page are top-level paths, as mf-auth's are), and the other remotes' pages it links to.
 */
export function storefrontPaths(basePath: string) {
  return {
    products: joinPath(basePath, 'products'),
    product: joinPath(basePath, 'products/:productId'),
    productUnknown: joinPath(basePath, 'products/:productId/*'),
    pay: joinPath(basePath, 'pay/:paymentId'),
    payUnknown: joinPath(basePath, 'pay/*'),
    productOf: (id: number) => joinPath(basePath, `products/${id}`),
  };
}

export type StorefrontPaths = ReturnType<typeof storefrontPaths>;

/** Pages of the shell and mf-customer: fixed site paths, whatever base this remote has. */
export const SITE_PATHS = {
  login: '/login',
  orders: '/user/orders',
  finance: '/user/finance',
  /** Where the test payment page returns, with `?payment=<id>` for mf-customer's message. */
  financeAfterPayment: (paymentId: string) =>
    `/user/finance?payment=${encodeURIComponent(paymentId)}`,
} as const;
