import { useLocation, useNavigate, useParams } from '@storefront/shared/router';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useCallback } from 'react';
import { EditProductPage } from '../../features/product-form/components/edit-product-page';
import { useCatalogTranslation } from '../../i18n';
import { type CatalogPaths, returnPath } from '../paths';

/** /admin/products/{id}/edit (spec 2.9): save, cancel and a load failure go to the list. */
export function ProductEditRoute({ paths }: { paths: CatalogPaths }) {
  const { t } = useCatalogTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const backTo = returnPath(useLocation().state, paths.products);
  const onLoadFailed = useCallback(() => {
    notify('error', t('productForm.loadFailed'));
    navigate(backTo, { replace: true });
  }, [notify, navigate, backTo, t]);
  return (
    <EditProductPage
      key={id}
      id={id}
      onSaved={() => {
        notify('success', t('common.changesSaved'));
        navigate(backTo);
      }}
      onCancel={() => navigate(backTo)}
      onLoadFailed={onLoadFailed}
    />
  );
}
