/**
 * Answer and payload shapes of the shop's service calls (shop-spec section 2, issue 15):
 * automatic discounts, support tickets, reviews with pre-moderation, the shop's settings. Written
 * before any of their code: the API's TypeBox schemas mirror these, and the marketing, support,
 * customer, storefront and users remotes are built against them.
 *
 * Conventions are shared/dto/shop's: amounts are `MoneyString`s ("1500.00"), dates ISO 8601,
 * lists `page` (1-based) and `size` (20 by default, at most 100) answered with `Paged`. Refusals
 * are `{detail}` in the caller's language (422 `{detail: [{loc, msg, type}]}` for a payload the
 * schema refuses). Texts are stored and answered exactly as typed (trimmed at the ends): a
 * client renders them as text, never as HTML, so `<script>` in a ticket is shown, not run.
 */
import type { MoneyString } from '../money/money';
import type { DiscountKind } from '../pricing/pricing';
import type { Paged } from './admin';

// ------------------------------------------------------------------ automatic discounts

/** shop-spec 2.1. `value` over 0; a percentage at most 100; a fixed sum at most 10 000 000 ₽. */
export const DISCOUNT_LIMITS = {
  nameMin: 3,
  nameMax: 100,
  percentMax: 100,
  fixedMax: 10_000_000,
} as const;

export interface Discount {
  id: number;
  name: string;
  discount_type: DiscountKind;
  /** Percent or roubles, two decimals ("12.50", "300.00"). */
  value: MoneyString;
  /** null: every product; otherwise the chosen ones (at least one), by name. */
  products: { id: number; name: string }[] | null;
  /** null: every city. */
  city: { id: number; name: string } | null;
  valid_from: string;
  /** null: no end; otherwise after valid_from. */
  valid_until: string | null;
  is_active: boolean;
  created_at: string;
}

/**
 * POST /discounts/ (201 Discount) and PUT /discounts/{id} (Discount; a PUT may send only what
 * changes, e.g. `{is_active: false}`: the merged result is checked as a whole).
 * DELETE /discounts/{id}: 204. All admin only; an unknown id: 404.
 */
export interface DiscountPayload {
  name: string;
  discount_type: DiscountKind;
  /** "10", "12.5" or "300.00": up to two decimals. */
  value: string;
  /** null (or omitted): every product. Unknown ids: 400 with the detail. */
  product_ids: number[] | null;
  city_id: number | null;
  valid_from: string;
  valid_until: string | null;
  is_active: boolean;
}

/**
 * GET /discounts/?page&size&search&is_active (admin, newest first). `search`: a substring of the
 * name. An empty list reads 'Скидки не найдены' with a search or filter, else 'Скидки не
 * добавлены'.
 */
export interface DiscountsQuery {
  page?: number;
  size?: number;
  search?: string;
  is_active?: boolean;
}

export interface DiscountsPage extends Paged {
  discounts: Discount[];
}

// ----------------------------------------------------------------------------- tickets

export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** shop-spec 4, in characters after trimming. */
export const TICKET_LIMITS = { subjectMin: 3, subjectMax: 120, textMin: 1, textMax: 4000 } as const;

export interface TicketMessage {
  id: number;
  /** The author's login. */
  author: string;
  /** Written by the shop (an admin), not by the ticket's customer. */
  from_shop: boolean;
  text: string;
  created_at: string;
}

export interface TicketSummary {
  id: number;
  /** From 1000 upwards, shown as '№ N'. */
  number: number;
  user_id: number;
  username: string;
  subject: string;
  /** The customer's own order the ticket is about, if any. */
  order: { id: number; number: number } | null;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
  /** Date of the newest message: the list's 'last message' column. */
  last_message_at: string;
}

/** GET /tickets/{id}: its owner or an admin; anyone else (and an unknown id) gets 404. */
export interface Ticket extends TicketSummary {
  /** Oldest first. */
  messages: TicketMessage[];
}

/**
 * POST /tickets/ (signed in, not an admin: 403): 201 Ticket with its first message, status
 * open. `order_id` must be one of the caller's own orders (else 400 with the detail).
 */
export interface TicketPayload {
  subject: string;
  text: string;
  order_id?: number | null;
}

/**
 * POST /tickets/{id}/messages (owner or admin): 201 Ticket. An admin's reply makes it
 * 'answered'; the customer's reply makes an answered or closed ticket 'open' again.
 * POST /tickets/{id}/close (owner or admin): 200 Ticket, 'closed' (closing a closed one is a
 * no-op answering the same ticket).
 */
export interface TicketMessagePayload {
  text: string;
}

/** GET /tickets/?page&size: the caller's own tickets, most recently updated first. */
export interface TicketsPage extends Paged {
  tickets: TicketSummary[];
}

/**
 * GET /admin/tickets?page&size&search&status (admin): everyone's, unanswered ('open') first,
 * then by the newest message. `search`: the number exactly when it is a whole number, else a
 * substring of the subject or the login. `open_count`: every open ticket, whatever the
 * filter: the count on the admin menu's 'Тикеты'.
 */
export interface AdminTicketsQuery {
  page?: number;
  size?: number;
  search?: string;
  status?: TicketStatus;
}

export interface AdminTicketsPage extends TicketsPage {
  open_count: number;
}

// ----------------------------------------------------------------------------- reviews

export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** shop-spec 4: text in characters after trimming. */
export const REVIEW_LIMITS = { textMin: 10, textMax: 2000, ratingMin: 1, ratingMax: 5 } as const;

/**
 * POST /reviews/ (signed in): 201 Review, pending. Only the caller's own order (someone else's
 * or an unknown one: 404), only a completed one (400), once per order (409).
 */
export interface ReviewPayload {
  order_id: number;
  /** A whole number 1 to 5. */
  rating: number;
  text: string;
}

/** A review as its author and the admins see it. */
export interface Review {
  id: number;
  user_id: number;
  username: string;
  product_id: number;
  product_name: string;
  order_id: number;
  order_number: number;
  rating: number;
  text: string;
  status: ReviewStatus;
  created_at: string;
  moderated_at: string | null;
  /** Login of the admin who published or rejected it. */
  moderated_by: string | null;
}

/** A published review as anyone sees it (/reviews, the product page). */
export interface PublicReview {
  id: number;
  product_id: number;
  product_name: string;
  rating: number;
  text: string;
  /** The author's login. */
  author: string;
  created_at: string;
}

/**
 * GET /reviews/?product_id&page&size (anyone): published reviews, newest first. With
 * `product_id`, that product's, plus its average (one decimal, null when none) and count, read
 * from a kept aggregate, never by scanning the reviews.
 */
export interface PublicReviewsPage extends Paged {
  reviews: PublicReview[];
  rating: number | null;
}

/**
 * GET /admin/reviews?status&page&size (admin): pending first (oldest first: the queue), then the
 * moderated ones, most recently moderated first. POST /admin/reviews/{id}/publish | /reject:
 * the Review; either may be done to a review in any state (a rejected one can still be
 * published); the product's rating follows at once.
 */
export interface AdminReviewsQuery {
  page?: number;
  size?: number;
  status?: ReviewStatus;
}

export interface ReviewsPage extends Paged {
  reviews: Review[];
  /** Every pending review, whatever the filter. */
  pending_count: number;
}

// ---------------------------------------------------------------------------- settings

/** shop-spec 2.4. Lengths in characters after trimming; top-up limits within shop-spec 4. */
export const SETTINGS_LIMITS = {
  shopNameMax: 60,
  phoneMax: 40,
  emailMax: 254,
  addressMax: 300,
  workingHoursMax: 200,
  rulesMax: 20_000,
} as const;

/**
 * What the settings' `email` must look like when set (the server's rule; the form checks the
 * same). /contacts puts it into a `mailto:` link, so it must be an address and nothing more
 * (issue 20: `support?cc=…&bcc=…@shop.example` and `javascript:alert(1)//@x.com` passed the
 * older "one @, no spaces" rule). The local part is the WHATWG input[type=email] set less what
 * means something in a URL (`? / # % & =`, and `:` `(` `)` `,` `;` `<` `>` `@` that it never
 * allowed): letters a–z, digits and `. ! $ ' * + ^ _ \` { | } ~ -`. The domain is two or more
 * dot-separated labels of letters, digits and inner hyphens; letters may be any alphabet's, so
 * `shop@магазин.рф` is an address (a link encodes it), and so is its punycode spelling.
 */
export const SETTINGS_EMAIL =
  /^[A-Za-z0-9.!$'*+^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u;

/**
 * GET /settings (anyone) and PUT /admin/settings (admin, every field; answers the settings, the
 * client says 'Настройки сохранены'). An empty string is "unset": the header shows its default
 * wordmark ('МАГАЗИН'), /contacts its placeholder while all four contact fields are empty, /rules
 * while `rules` is. `email`, when set, must be an e-mail address. `topup_min` and `topup_max`
 * lie within 100 to 100 000 ₽ with min ≤ max; POST /payments follows them.
 */
export interface ShopSettings {
  shop_name: string;
  phone: string;
  email: string;
  address: string;
  working_hours: string;
  /** Paragraphs separated by blank lines (or single line breaks). */
  rules: string;
  topup_min: MoneyString;
  topup_max: MoneyString;
  /** null: never saved (every field is its default). */
  updated_at: string | null;
}

export type ShopSettingsPayload = Omit<ShopSettings, 'updated_at'>;
