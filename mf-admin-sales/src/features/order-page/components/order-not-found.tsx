import { NotFoundPage } from '@storefront/shared/ui/admin/not-found-page';
import { useSalesTranslation } from '../../../i18n';

/** An order the server does not know (404): said plainly, with the way back to the journal. */
export function OrderNotFound({ journal }: { journal: string }) {
  const { t } = useSalesTranslation();
  return (
    <NotFoundPage
      title={t('orderPage.notFound')}
      links={[{ to: journal, label: t('app.toOrders') }]}
    />
  );
}
