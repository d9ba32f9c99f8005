import { formatSignedAmount } from '@storefront/shared/format/money';
import { tryParseMoney } from '@storefront/shared/money';
import { Typography } from '@storefront/shared/mui/core';

export interface SignedAmountProps {
  /** A decimal string, '-' first for a debit. */
  amount: string;
  /** A debit's colour: the customer's own ledger keeps it plain, the journal marks it. */
  debitColor?: 'error.main' | 'text.primary';
}

/**
 * A ledger entry's amount with its sign ('+500 ₽', '−250,50 ₽'), a credit in green; nothing
 * moved ('0 ₽': an order paid in full by a coupon) is neither, so it is plain.
 */
export function SignedAmount({ amount, debitColor = 'text.primary' }: SignedAmountProps) {
  const kopecks = tryParseMoney(amount);
  const color =
    kopecks === null || kopecks === 0 ? 'text.primary' : kopecks < 0 ? debitColor : 'success.main';
  return (
    <Typography data-testid="ledger-amount" sx={{ fontWeight: 600, whiteSpace: 'nowrap', color }}>
      {formatSignedAmount(amount)}
    </Typography>
  );
}
