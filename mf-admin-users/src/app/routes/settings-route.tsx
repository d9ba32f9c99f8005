import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { SettingsPage } from '../../features/shop-settings/components/settings-page';
import { useAdminUsersTranslation } from '../../i18n';

/** /admin/settings: the shop's settings (shop-spec 2.4), for administrators. */
export function SettingsRoute() {
  const { t } = useAdminUsersTranslation();
  return (
    <>
      <PageHeader title={t('settings.title')} />
      <SettingsPage />
    </>
  );
}
