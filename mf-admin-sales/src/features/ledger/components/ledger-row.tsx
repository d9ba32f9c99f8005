import type { LedgerEntry } from '@storefront/shared/contract/finance';
import { formatDateTime } from '@storefront/shared/format/date';
import { formatAmount } from '@storefront/shared/format/money';
import { Typography } from '@storefront/shared/mui/core';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { SignedAmount } from '@storefront/shared/ui/admin/signed-amount';
import { StatusChip, worded } from '@storefront/shared/ui/admin/status-chip';
import { type SalesT, useSalesTranslation } from '../../../i18n';
import { ledgerType } from '../../../utils/ledger-type';
import { ledgerComment } from '../utils/ledger-comment';

function facts(t: SalesT, entry: LedgerEntry): string[] {
  const list = [
    formatDateTime(entry.created_at),
    t('ledger.balanceAfter', { amount: formatAmount(entry.balance_after) }),
  ];
  if (entry.order_number !== null) list.push(t('ledger.order', { number: entry.order_number }));
  const comment = ledgerComment(t, entry);
  if (comment) list.push(comment);
  if (entry.created_by) list.push(t('ledger.createdBy', { login: entry.created_by }));
  return list;
}

/** One balance change: the amount with its sign, whose, which kind, then the facts line. */
export function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const { t } = useSalesTranslation();
  return (
    <RowLayout
      title={
        <>
          <SignedAmount amount={entry.amount} debitColor="error.main" />
          <Typography sx={{ overflowWrap: 'anywhere' }}>{entry.username}</Typography>
          <StatusChip {...worded(t, ledgerType(entry.type))} />
        </>
      }
      details={<RowDetails facts={facts(t, entry)} />}
    />
  );
}
