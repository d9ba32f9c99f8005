import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { useCatalogTranslation } from '../../../i18n';
import { useCreateProduct } from '../hooks/use-create-product';
import { ProductForm } from './product-form';

const SUBMIT_LABELS = {
  idle: 'common.create',
  uploading: 'productForm.uploadingImages',
  creating: 'productForm.creating',
} as const;

export interface CreateProductPageProps {
  onCreated: () => void;
  onCancel: () => void;
}

/** Spec 2.9: /admin/products/create. */
export function CreateProductPage({ onCreated, onCancel }: CreateProductPageProps) {
  const { t } = useCatalogTranslation();
  const form = useCreateProduct(onCreated);
  const busy = form.phase !== 'idle';
  return (
    <>
      <PageHeader title={t('productForm.createTitle')} />
      <ProductForm
        form={form}
        busy={busy}
        canSubmit={!busy}
        submitLabel={t(SUBMIT_LABELS[form.phase])}
        onSubmit={() => void form.submit()}
        onCancel={onCancel}
      />
    </>
  );
}
