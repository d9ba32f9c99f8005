import { NotFoundPage } from '@storefront/shared/ui/admin/not-found-page';
import { useCustomerTranslation } from '../../i18n';

/** An unknown address inside the customer area; the side menu stays usable around it. */
export function NotFoundRoute({ homePath }: { homePath: string }) {
  const { t } = useCustomerTranslation();
  return (
    <NotFoundPage
      title={t('notFound.title')}
      text={t('notFound.text')}
      links={[{ to: homePath, label: t('notFound.back') }]}
    />
  );
}
