/**
 * Balance, ledger and payments (issue 14): the shapes of `@storefront/shared/dto/shop`.
 * Amounts are strings (schemas/money.ts).
 */
import { LEDGER_TYPES, PAYMENT_STATUSES } from '@storefront/shared/dto/shop';
import { type Static, Type } from 'typebox';
import { DateTime, NO_CONTROL_CHARS, NullableString, strict } from './common.ts';
import { MoneyAnswer, moneyInput } from './money.ts';
import { pagedFields, pagingQuery } from './paging.ts';

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
