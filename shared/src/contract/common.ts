/**
 * The API's contract, one module per domain: the TypeBox schemas the API validates and documents
 * every call with, and their `Static<>` types, which are the clients' types. A field added on
 * one side only cannot compile (shared/src/contract/contract.typecheck.test.ts).
 *
 * Conventions of every call: amounts are decimal strings ("1500.00", money.ts), dates ISO 8601,
 * lists take `page` (1-based) and `size` (20 by default, at most 100) and answer `Paged`.
 * Refusals are `{detail}` in the caller's language (422 `{detail: [{loc, msg, type}]}` for a
 * payload the schema refuses); error bodies follow FastAPI, because the client code of the spec
 * reads them that way. Texts are stored and answered exactly as typed (trimmed at the ends): a
 * client renders them as text, never as HTML.
 *
 * This module: what every call shares.
 */
import { type Static, Type } from 'typebox';
import { VISIBLE_TEXT_FORMAT } from '../validation/text-safety';

export const ErrorDetail = Type.Object(
  { detail: Type.String() },
  { description: 'FastAPI-style error: {"detail": "text"}' },
);

/** FastAPI-style schema failure item: `422 {"detail": [ValidationIssue, ...]}`. */
export const ValidationIssue = Type.Object({
  loc: Type.Array(Type.Union([Type.String(), Type.Integer()])),
  msg: Type.String(),
  type: Type.String(),
});
export type ValidationIssue = Static<typeof ValidationIssue>;

export const ValidationErrorBody = Type.Object(
  { detail: Type.Array(ValidationIssue) },
  { description: 'Schema failure: 422 {"detail": [{"loc": ["body", "username"], ...}]}' },
);

/** `text | null` without anyOf, so ajv's type coercion cannot turn null into "". */
export function NullableString(options: { maxLength?: number; minLength?: number } = {}) {
  return Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });
}

export const DateTime = Type.String({ format: 'date-time' });

/** A whole day of the shop's calendar, in its time zone (the settings' `time_zone`). */
export const ShopDay = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'YYYY-MM-DD, включительно, в часовом поясе магазина (настройка time_zone)',
});

// Control characters in a search would only ever be an attack on logs or the admin screens.
export const NO_CONTROL_CHARS = '^[^\\u0000-\\u001f\\u007f]*$';

/**
 * Names people see and pick from (cities, districts, products, coupons, programs): no
 * invisible, control or direction characters (the `visible-text` format, the API's
 * lib/validators.ts).
 */
export const visibleText = { format: VISIBLE_TEXT_FORMAT } as const;

/** Every request schema refuses unknown fields (422 extra_forbidden) instead of dropping them. */
export const strict = { additionalProperties: false } as const;
