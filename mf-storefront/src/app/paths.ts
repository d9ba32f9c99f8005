import { joinPath } from '@storefront/shared/remote-contract';

/**
 * Every page of this remote, below the base the shell mounts it at ('/': the home page, the
 * catalogue, the payment page, /reviews, /rules and /contacts are top-level paths, as mf-auth's
 * are), and the
 * other remotes' pages it links to.
 */
export function storefrontPaths(basePath: string) {
  return {
    home: joinPath(basePath, ''),
    products: joinPath(basePath, 'products'),
    product: joinPath(basePath, 'products/:productId'),
    productUnknown: joinPath(basePath, 'products/:productId/*'),
    pay: joinPath(basePath, 'pay/:paymentId'),
    payUnknown: joinPath(basePath, 'pay/*'),
    reviews: joinPath(basePath, 'reviews'),
    rules: joinPath(basePath, 'rules'),
    contacts: joinPath(basePath, 'contacts'),
    /** The shell gives this remote everything below its prefixes: the rest is not found. */
    infoUnknown: ['reviews/*', 'rules/*', 'contacts/*'].map((path) => joinPath(basePath, path)),
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
