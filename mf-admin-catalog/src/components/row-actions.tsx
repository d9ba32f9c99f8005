import { type RowAction, RowActions } from '@storefront/shared/ui/admin/row-actions';
import { useCatalogTranslation } from '../i18n';

/** Spec 2.8: buttons on a wide screen, a menu named 'Действия' on a narrow one (below 'sm'). */
export function CatalogRowActions({ actions }: { actions: readonly RowAction[] }) {
  const { t } = useCatalogTranslation();
  return (
    <RowActions actions={actions} menuLabel={t('common.actions')} menuTitle={t('common.actions')} />
  );
}
