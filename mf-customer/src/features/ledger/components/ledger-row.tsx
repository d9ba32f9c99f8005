import type { LedgerEntry } from '@storefront/shared/contract/finance';
import { formatDateTime } from '@storefront/shared/format/date';
import { formatAmount } from '@storefront/shared/format/money';
import { Typography } from '@storefront/shared/mui/core';
import { RowDetails } from '@storefront/shared/ui/admin/row-layout';
import { SignedAmount } from '@storefront/shared/ui/admin/signed-amount';
import { CardRow } from '../../../components/card-row';
import { useCustomerTranslation } from '../../../i18n';
import { ledgerFacts } from '../utils/ledger-description';
import { ledgerTypeKey } from '../utils/ledger-type';

/**
 * One entry: what it was and when on the left, the signed amount and the balance after it on
 * the right (under the text on a 375 px phone). A card at every width.
 */
export function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const { t } = useCustomerTranslation();
  const facts = [formatDateTime(entry.created_at), ...ledgerFacts(entry, t)];
  return (
    <CardRow
      title={<Typography sx={{ fontWeight: 600 }}>{t(ledgerTypeKey(entry.type))}</Typography>}
      details={<RowDetails facts={facts} />}
      aside={
        <>
          <SignedAmount amount={entry.amount} />
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {t('ledger.balanceAfter', { amount: formatAmount(entry.balance_after) })}
          </Typography>
        </>
      }
    />
  );
}
