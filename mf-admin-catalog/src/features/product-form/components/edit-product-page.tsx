import type { Product } from '@storefront/shared/contract/products';
import { Typography } from '@storefront/shared/mui/core';
import { routeId } from '@storefront/shared/routing/route-id';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { useEffect } from 'react';
import { useCatalogTranslation } from '../../../i18n';
import { useProduct } from '../api/get-product';
import { useEditProduct } from '../hooks/use-edit-product';
import { ProductForm } from './product-form';

export interface EditProductPageProps {
  /** The id as the address has it. */
  id: string | undefined;
  onSaved: () => void;
  onCancel: () => void;
  /** Spec 2.9: a product that cannot be loaded sends the user back to the list. */
  onLoadFailed: () => void;
}

/** Spec 2.9: /admin/products/{id}/edit. */
export function EditProductPage({ id, onSaved, onCancel, onLoadFailed }: EditProductPageProps) {
  const { t } = useCatalogTranslation();
  const productId = routeId(id);
  const { data, error, isLoading } = useProduct(productId);
  const failed = productId === null || Boolean(error);
  useEffect(() => {
    if (failed) onLoadFailed();
  }, [failed, onLoadFailed]);
  return (
    <>
      <PageHeader title={t('productForm.editTitle')} />
      {data && !isLoading ? (
        <EditProductForm key={data.id} product={data} onSaved={onSaved} onCancel={onCancel} />
      ) : (
        <Typography>{t('common.loading')}</Typography>
      )}
    </>
  );
}

interface EditProductFormProps {
  product: Product;
  onSaved: () => void;
  onCancel: () => void;
}

function EditProductForm({ product, onSaved, onCancel }: EditProductFormProps) {
  const { t } = useCatalogTranslation();
  const form = useEditProduct(product, onSaved);
  return (
    <ProductForm
      form={form}
      busy={form.saving}
      canSubmit={!form.saving && !form.uploading}
      submitLabel={t(form.saving ? 'productForm.saving' : 'common.save')}
      onSubmit={() => void form.save()}
      onCancel={onCancel}
    />
  );
}
