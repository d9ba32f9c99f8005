import { Stack } from '@storefront/shared/mui/core';
import { refreshBalance } from '@storefront/shared/shop/balance';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { revalidateLedger } from '../../features/ledger/api/get-ledger';
import { LedgerList } from '../../features/ledger/components/ledger-list';
import { InviteFriendCard } from '../../features/referral-link/components/invite-friend-card';
import { PaymentResult } from '../../features/top-up/components/payment-result';
import { TopUpCard } from '../../features/top-up/components/top-up-card';
import { useCustomerTranslation } from '../../i18n';

/** /user/finance 'Мои Финансы' (shop-spec 1.3): top-up and its result, invitations,
 * then the ledger, last because it pages. */
export function FinanceRoute() {
  const { t } = useCustomerTranslation();
  const { mutate } = useSWRConfig();
  // A settled payment moved the balance: the header chip and the ledger show it.
  const onPaymentSettled = useCallback(() => {
    void refreshBalance();
    void revalidateLedger(mutate);
  }, [mutate]);
  return (
    <>
      <PageHeader title={t('finance.title')} />
      <Stack spacing={3}>
        <PaymentResult onSettled={onPaymentSettled} />
        <TopUpCard />
        <InviteFriendCard />
        <LedgerList />
      </Stack>
    </>
  );
}
