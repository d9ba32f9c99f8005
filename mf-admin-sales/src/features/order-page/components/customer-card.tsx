import type { AdminOrderPage } from '@storefront/shared/contract/orders';
import { formatAmount } from '@storefront/shared/format/money';
import { StatusChip } from '@storefront/shared/ui/admin/status-chip';
import { AppLink } from '../../../components/app-link';
import { useSalesTranslation } from '../../../i18n';
import { FactList } from './fact-list';
import { PageSection } from './page-section';

export interface CustomerCardProps {
  customer: AdminOrderPage['customer'];
  /** The customer's account page (mf-admin-users' edit page). */
  accountPath: string;
}

/** Who bought: the login (to the account), whether the account is active, and its balance now. */
export function CustomerCard({ customer, accountPath }: CustomerCardProps) {
  const { t } = useSalesTranslation();
  return (
    <PageSection title={t('orderPage.customer.title')}>
      <FactList
        facts={[
          {
            term: t('orderPage.customer.login'),
            value: <AppLink to={accountPath}>{customer.username}</AppLink>,
          },
          {
            term: t('orderPage.customer.state'),
            value: customer.is_active ? (
              <StatusChip label={t('orderPage.customer.active')} color="success" />
            ) : (
              <StatusChip label={t('orderPage.customer.inactive')} color="default" />
            ),
          },
          { term: t('orderPage.customer.balance'), value: formatAmount(customer.balance) },
        ]}
      />
    </PageSection>
  );
}
