import { NotFoundPage } from '@storefront/shared/ui/admin/not-found-page';
import { useCustomerTranslation } from '../../../i18n';

/** Someone else's order or an unknown one (the server answers both with 404): nothing of it. */
export function OrderNotFound({ listPath }: { listPath: string }) {
  const { t } = useCustomerTranslation();
  return (
    <NotFoundPage
      title={t('orders.notFound.title')}
      text={t('orders.notFound.text')}
      links={[{ to: listPath, label: t('orders.back') }]}
    />
  );
}
