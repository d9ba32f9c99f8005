/**
 * Balance, ledger and payments (issue 14). Amounts are decimal strings (money.ts).
 */

import { type Static, Type } from 'typebox';
import { DateTime, NO_CONTROL_CHARS, NullableString, ShopDay, strict } from './common';
import { MoneyAnswer, moneyInput } from './money';
import { pagedFields, pagingQuery } from './paging';
import { LEDGER_TYPES, PAYMENT_STATUSES } from './values';

/** GET /finance/balance (signed in). */
export const Balance = Type.Object({ balance: MoneyAnswer });
export type Balance = Static<typeof Balance>;

const Nullable = <T>(type: 'integer' | 'string', extra: object = {}) =>
  Type.Unsafe<T | null>({ type: [type, 'null'], ...extra });

export const LedgerEntry = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  type: Type.Enum([...LEDGER_TYPES]),
  /** Signed: a credit is positive, a debit negative. */
  amount: MoneyAnswer,
  balance_after: MoneyAnswer,
  order_id: Nullable<number>('integer'),
  order_number: Nullable<number>('integer'),
  payment_id: NullableString(),
  /**
   * What a person wrote: an adjustment's reason. Rows the system writes (issue 20) carry '' and
   * the client words them in the reader's language from `type` and `order_number`:
   * refund → 'Отмена заказа № N', referral_reward → 'Реферальное вознаграждение за заказ № N'
   * (the referee's order), topup → the payment; never a stored Russian sentence.
   */
  comment: Type.String(),
  /** Login of the admin who made an adjustment; null for the rest. */
  created_by: NullableString(),
  created_at: DateTime,
});
export type LedgerEntry = Static<typeof LedgerEntry>;
/**
 * GET /finance/ledger?page&size (the caller's own, newest first) and
 * GET /admin/ledger?page&size&search&type (admin: everyone's; search is the login, substring).
 */
export const LedgerPage = Type.Object({ entries: Type.Array(LedgerEntry), ...pagedFields });
export type LedgerPage = Static<typeof LedgerPage>;

export const MyLedgerQuery = Type.Object(pagingQuery, strict);
export type MyLedgerQuery = Static<typeof MyLedgerQuery>;

export const AdminLedgerQuery = Type.Object(
  {
    ...pagingQuery,
    search: Type.Optional(
      Type.String({ maxLength: 100, pattern: NO_CONTROL_CHARS, description: 'Часть логина' }),
    ),
    type: Type.Optional(Type.Enum([...LEDGER_TYPES])),
  },
  strict,
);
export type AdminLedgerQuery = Static<typeof AdminLedgerQuery>;

/** POST /admin/ledger/adjust: a signed amount, not 0; a reason of 1 to 500 characters. */
export const LedgerAdjustBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 150 }),
    amount: moneyInput('. Со знаком: минус — списание; не 0'),
    reason: Type.String({ maxLength: 500, description: 'Причина, 1–500 символов' }),
  },
  strict,
);
export type LedgerAdjustBody = Static<typeof LedgerAdjustBody>;

export const Payment = Type.Object({
  /** Unguessable (UUID): it is in the payment page's address. */
  id: Type.String({ format: 'uuid' }),
  user_id: Type.Integer(),
  amount: MoneyAnswer,
  /** 'test' for the embedded provider. */
  provider: Type.String(),
  status: Type.Enum([...PAYMENT_STATUSES]),
  /** Where the customer pays: '/pay/{id}' for the test provider, the gateway's page otherwise. */
  confirmation_url: Type.String(),
  created_at: DateTime,
  paid_at: Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' }),
});
export type Payment = Static<typeof Payment>;

/** POST /payments (signed in): 201 Payment; then the browser goes to `confirmation_url`. */
export const PaymentBody = Type.Object(
  {
    amount: moneyInput('. От 100 до 100 000 ₽'),
  },
  strict,
);
export type PaymentBody = Static<typeof PaymentBody>;

export const PaymentParams = Type.Object(
  { id: Type.String({ format: 'uuid', maxLength: 36 }) },
  strict,
);

/** GET /payments/my (issue 20): the caller's top-ups, newest first. */
export const MyPaymentsQuery = Type.Object(
  { ...pagingQuery, status: Type.Optional(Type.Enum([...PAYMENT_STATUSES])) },
  strict,
);
export type MyPaymentsQuery = Static<typeof MyPaymentsQuery>;
/**
 * GET /payments/my?page&size&status (signed in, a buyer): the caller's top-ups, newest first, so
 * a customer who closed the gateway's page finds a pending one again ('Продолжить оплату' goes to
 * its `confirmation_url`; 'Отменить' is POST /payments/{id}/cancel, which any provider's pending
 * payment of the owner allows: ours turns canceled, and should the gateway still report it
 * succeeded later, the money it took is credited all the same: money is never lost).
 * POST /payments/{id}/confirm stays the test provider's alone; both take no body (422 if sent).
 */
export const PaymentsPage = Type.Object({ payments: Type.Array(Payment), ...pagedFields });
export type PaymentsPage = Static<typeof PaymentsPage>;

export const AdminPaymentsQuery = Type.Object(
  {
    ...pagingQuery,
    search: Type.Optional(
      Type.String({
        maxLength: 100,
        pattern: NO_CONTROL_CHARS,
        description: 'Часть логина, или точно наш id платежа, или id платежа в платёжной системе',
      }),
    ),
    status: Type.Optional(Type.Enum([...PAYMENT_STATUSES])),
    provider: Type.Optional(Type.String({ minLength: 1, maxLength: 32, pattern: '^[a-z0-9_-]+$' })),
    date_from: Type.Optional(ShopDay),
    date_to: Type.Optional(ShopDay),
  },
  strict,
);
export type AdminPaymentsQuery = Static<typeof AdminPaymentsQuery>;

/**
 * GET /admin/payments?page&size&search&status&provider&date_from&date_to (admin, newest first):
 * the payments beside the ledger in 'Журнал финансов'. `search`: a login substring, or exactly
 * our payment id or the gateway's id; dates YYYY-MM-DD inclusive, in the shop's time zone.
 */
export const AdminPayment = Type.Object({
  ...Payment.properties,
  username: Type.String(),
  /** The gateway's own id (ЮKassa's payment id); null for the test provider or before create. */
  provider_payment_id: NullableString(),
});
export type AdminPayment = Static<typeof AdminPayment>;
export const AdminPaymentsPage = Type.Object({
  payments: Type.Array(AdminPayment),
  ...pagedFields,
});
export type AdminPaymentsPage = Static<typeof AdminPaymentsPage>;

/** GET /shop/payment-mode (issue 20). */
export const PaymentMode = Type.Object({ provider: Type.String(), test_mode: Type.Boolean() });
export type PaymentMode = Static<typeof PaymentMode>;
