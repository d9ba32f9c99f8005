import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useNavigate } from 'react-router-dom';
import { CreateProductPage } from '../../features/product-form/components/create-product-page';
import type { CatalogPaths } from '../paths';

/** /admin/products/create (spec 2.9): success goes to the products list. */
export function ProductCreateRoute({ paths }: { paths: CatalogPaths }) {
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <CreateProductPage
      onCreated={() => {
        notify('success', 'Товар создан');
        navigate(paths.products);
      }}
      onCancel={() => navigate(paths.products)}
    />
  );
}
