import type { ReviewStatus } from '@storefront/shared/contract/values';
import { joinPath } from '@storefront/shared/remote-contract';

/** Every page of this remote, below the base the shell mounts it at ('/admin'). */
export function salesPaths(basePath: string) {
  return {
    orders: joinPath(basePath, 'orders'),
    order: joinPath(basePath, 'orders/:id'),
    payments: joinPath(basePath, 'payments'),
    /** Anything else below the two journals (the shell routes only their prefixes here). */
    ordersUnknown: joinPath(basePath, 'orders/*'),
    paymentsUnknown: joinPath(basePath, 'payments/*'),
    // Other remotes' pages an order's page links to: the shell routes them by their prefix.
    /** mf-admin-users' edit page of an account. */
    userEdit: joinPath(basePath, 'users/:id/edit'),
    /** mf-admin-support's thread of a ticket. */
    ticket: joinPath(basePath, 'tickets/:id'),
    /** mf-admin-support's moderation queue. */
    reviews: joinPath(basePath, 'reviews'),
  };
}

export type SalesPaths = ReturnType<typeof salesPaths>;

/** A pattern's `:id` filled in. */
export function withId(pattern: string, id: number): string {
  return pattern.replace(':id', String(id));
}

/** The moderation queue showing the reviews in one status (its `status` filter). */
export function reviewsPath(paths: SalesPaths, status: ReviewStatus): string {
  return `${paths.reviews}?status=${status}`;
}
