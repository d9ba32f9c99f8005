import { joinPath } from '@storefront/shared/remote-contract';

/** Every page of the customer area, below the base the shell mounts it at ('/user'). */
export function customerPaths(basePath: string) {
  return {
    home: joinPath(basePath, ''),
    finance: joinPath(basePath, 'finance'),
    orders: joinPath(basePath, 'orders'),
    order: joinPath(basePath, 'orders/:orderId'),
    tickets: joinPath(basePath, 'tickets'),
    ticket: joinPath(basePath, 'tickets/:ticketId'),
    settings: joinPath(basePath, 'settings'),
    notFound: joinPath(basePath, '*'),
  };
}
