import { NotFoundPage } from '@storefront/shared/ui/admin/not-found-page';
import { useCustomerTranslation } from '../../../i18n';

/** Someone else's ticket or an unknown one (the server answers both with 404): nothing of it. */
export function TicketNotFound({ listPath }: { listPath: string }) {
  const { t } = useCustomerTranslation();
  return (
    <NotFoundPage
      title={t('tickets.notFound.title')}
      text={t('tickets.notFound.text')}
      links={[{ to: listPath, label: t('tickets.back') }]}
    />
  );
}
