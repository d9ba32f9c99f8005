import { useAuthStore } from '@storefront/shared/auth-store';
import { Alert, AlertTitle, Stack } from '@storefront/shared/mui/core';
import { canBuy } from '@storefront/shared/permissions';
import { refreshBalance } from '@storefront/shared/shop/balance';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { revalidateLedger } from '../../features/ledger/api/get-ledger';
import { LedgerList } from '../../features/ledger/components/ledger-list';
import { revalidateMyPayments } from '../../features/payments/api/get-my-payments';
import { PaymentsList } from '../../features/payments/components/payments-list';
import { InviteFriendCard } from '../../features/referral-link/components/invite-friend-card';
import { PaymentResult } from '../../features/top-up/components/payment-result';
import { TopUpCard } from '../../features/top-up/components/top-up-card';
import { useCustomerTranslation } from '../../i18n';

/**
 * /user/finance 'Мои Финансы' (shop-spec 1.3): top-up and its result, the top-ups themselves,
 * invitations, then the ledger, last because it pages. For buyers only (issue 20): the shell's
 * guard keeps admins out; this refusal covers the remote run alone or mounted elsewhere.
 */
export function FinanceRoute() {
  const { t } = useCustomerTranslation();
  const user = useAuthStore((state) => state.user);
  const { mutate } = useSWRConfig();
  // A settled payment moved the balance: the header chip, the payments and the ledger show it.
  const onPaymentSettled = useCallback(() => {
    void refreshBalance();
    void revalidateMyPayments(mutate);
    void revalidateLedger(mutate);
  }, [mutate]);
  // A top-up that did not leave the page may still have left a payment behind.
  const onTopUpStayed = useCallback(() => void revalidateMyPayments(mutate), [mutate]);
  // Nobody known yet (the standalone host before its session loads) is no admin.
  if (user && !canBuy(user)) {
    return (
      <>
        <PageHeader title={t('finance.title')} />
        <Alert severity="info">
          <AlertTitle>{t('finance.buyersOnly.title')}</AlertTitle>
          {t('finance.buyersOnly.text')}
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('finance.title')} />
      <Stack spacing={3}>
        <PaymentResult onSettled={onPaymentSettled} />
        <TopUpCard onPaymentsChanged={onTopUpStayed} />
        <PaymentsList />
        <InviteFriendCard />
        <LedgerList />
      </Stack>
    </>
  );
}
