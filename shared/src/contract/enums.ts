/**
 * The contract's closed sets of values (statuses, kinds), as plain constants: the schemas build
 * their enums from them, and the clients read them at run time (a filter's choices, a status
 * chip). This is the one module of the contract free of TypeBox, so the clients may import its
 * values; every other contract module they import as types only.
 */

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The roles of spec section 6, highest first (their scores: shared/permissions). */
export const USER_ROLES = ['admin', 'staff', 'executor', 'customer'] as const;
export type Role = (typeof USER_ROLES)[number];

export const TASK_STATUSES = ['new', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
