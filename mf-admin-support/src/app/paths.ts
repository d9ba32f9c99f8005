import { joinPath } from '@storefront/shared/remote-contract';

/** Every page of this remote, below the base the shell mounts it at ('/admin'). */
export function supportPaths(basePath: string) {
  return {
    tickets: joinPath(basePath, 'tickets'),
    ticket: joinPath(basePath, 'tickets/:id'),
    reviews: joinPath(basePath, 'reviews'),
    /** mf-admin-sales' purchase journal, where a ticket's order is looked up by its number. */
    orders: joinPath(basePath, 'orders'),
    /** Anything deeper below the two sections (the shell routes only their prefixes here). */
    ticketsUnknown: joinPath(basePath, 'tickets/:id/*'),
    reviewsUnknown: joinPath(basePath, 'reviews/*'),
  };
}

export type SupportPaths = ReturnType<typeof supportPaths>;

/** One ticket's thread page. */
export function ticketPath(paths: SupportPaths, id: number): string {
  return paths.ticket.replace(':id', String(id));
}

/** One order's page in the purchase journal (issue 23). */
export function orderPagePath(paths: SupportPaths, id: number): string {
  return `${paths.orders}/${id}`;
}

/** Where the list sent us from (with its search, filter and page), if it was that list. */
export function returnPath(state: unknown, listPath: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && (from === listPath || from.startsWith(`${listPath}?`))
    ? from
    : listPath;
}
