import { joinPath } from '@storefront/shared/remote-contract';

/** Every page of this remote, below the base the shell mounts it at ('/admin'). */
export function salesPaths(basePath: string) {
  return {
    orders: joinPath(basePath, 'orders'),
    payments: joinPath(basePath, 'payments'),
    /** Anything below the two journals (the shell routes only their prefixes here). */
    ordersUnknown: joinPath(basePath, 'orders/*'),
    paymentsUnknown: joinPath(basePath, 'payments/*'),
  };
}
