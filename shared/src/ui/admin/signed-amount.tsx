import { formatSignedAmount } from '@storefront/shared/format/money';
import { Typography } from '@storefront/shared/mui/core';

export interface SignedAmountProps {
  /** A decimal string, '-' first for a debit. */
  amount: string;
  /** A debit's colour: the customer's own ledger keeps it plain, the journal marks it. */
  debitColor?: 'error.main' | 'text.primary';
}

/** A ledger entry's amount with its sign ('+500 ₽', '−250,50 ₽'), a credit in green. */
export function SignedAmount({ amount, debitColor = 'text.primary' }: SignedAmountProps) {
  const debit = amount.startsWith('-');
  return (
    <Typography
      data-testid="ledger-amount"
      sx={{ fontWeight: 600, whiteSpace: 'nowrap', color: debit ? debitColor : 'success.main' }}
    >
      {formatSignedAmount(amount)}
    </Typography>
  );
}
