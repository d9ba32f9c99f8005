/**
 * Balance, ledger and payments (issue 14): the shapes of `@storefront/shared/dto/shop`.
 * Amounts are strings (schemas/money.ts).
 */

import { type Static, Type } from 'typebox';
import { LEDGER_TYPES, PAYMENT_STATUSES } from '../dto/shop';
import { DateTime, NO_CONTROL_CHARS, NullableString, strict } from './common';
import { MoneyAnswer, moneyInput } from './money';
import { pagedFields, pagingQuery } from './paging';

export const Balance = Type.Object({ balance: MoneyAnswer });

const Nullable = <T>(type: 'integer' | 'string', extra: object = {}) =>
  Type.Unsafe<T | null>({ type: [type, 'null'], ...extra });

export const LedgerEntry = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  type: Type.Enum([...LEDGER_TYPES]),
  amount: MoneyAnswer,
  balance_after: MoneyAnswer,
  order_id: Nullable<number>('integer'),
  order_number: Nullable<number>('integer'),
  payment_id: NullableString(),
  comment: Type.String(),
  created_by: NullableString(),
  created_at: DateTime,
});
export type LedgerEntry = Static<typeof LedgerEntry>;
export const LedgerPage = Type.Object({ entries: Type.Array(LedgerEntry), ...pagedFields });

export const MyLedgerQuery = Type.Object(pagingQuery, strict);

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
  id: Type.String({ format: 'uuid' }),
  user_id: Type.Integer(),
  amount: MoneyAnswer,
  provider: Type.String(),
  status: Type.Enum([...PAYMENT_STATUSES]),
  confirmation_url: Type.String(),
  created_at: DateTime,
  paid_at: Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' }),
});
export type Payment = Static<typeof Payment>;

export const PaymentBody = Type.Object(
  {
    amount: moneyInput('. От 100 до 100 000 ₽'),
  },
  strict,
);

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
export const PaymentsPage = Type.Object({ payments: Type.Array(Payment), ...pagedFields });

const Day = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'YYYY-MM-DD, включительно, в часовом поясе магазина (Europe/Moscow)',
});

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
    date_from: Type.Optional(Day),
    date_to: Type.Optional(Day),
  },
  strict,
);
export type AdminPaymentsQuery = Static<typeof AdminPaymentsQuery>;

export const AdminPayment = Type.Object({
  ...Payment.properties,
  username: Type.String(),
  provider_payment_id: NullableString(),
});
export type AdminPayment = Static<typeof AdminPayment>;
export const AdminPaymentsPage = Type.Object({
  payments: Type.Array(AdminPayment),
  ...pagedFields,
});

/** GET /shop/payment-mode (issue 20). */
export const PaymentMode = Type.Object({ provider: Type.String(), test_mode: Type.Boolean() });
