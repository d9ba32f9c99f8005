import { NotFoundPage } from '@storefront/shared/ui/admin/not-found-page';
import { useSupportTranslation } from '../../../i18n';

/** A ticket the server does not know (404): said plainly, with the way back to the list. */
export function TicketNotFound({ backTo }: { backTo: string }) {
  const { t } = useSupportTranslation();
  return (
    <NotFoundPage
      title={t('thread.notFound')}
      links={[{ to: backTo, label: t('thread.toList') }]}
    />
  );
}
