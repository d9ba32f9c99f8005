import { useNavigate } from '@storefront/shared/router';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { CreateProductPage } from '../../features/product-form/components/create-product-page';
import { useCatalogTranslation } from '../../i18n';
import type { CatalogPaths } from '../paths';

/** /admin/products/create (spec 2.9): success goes to the products list. */
export function ProductCreateRoute({ paths }: { paths: CatalogPaths }) {
  const { t } = useCatalogTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <CreateProductPage
      onCreated={() => {
        notify('success', t('productForm.created'));
        navigate(paths.products);
      }}
      onCancel={() => navigate(paths.products)}
    />
  );
}
