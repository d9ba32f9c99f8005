import type { Discount } from '@storefront/shared/contract/discounts';
import { Button } from '@storefront/shared/mui/core';
import { AddIcon } from '@storefront/shared/ui/admin/icons';
import { PageHeader } from '@storefront/shared/ui/admin/page-header';
import { useState } from 'react';
import { DiscountDialog } from '../../features/discounts/components/discount-dialog';
import { DiscountList } from '../../features/discounts/components/discount-list';
import { useMarketingTranslation } from '../../i18n';

/** The dialog's subject: a new discount (`discount: null`) or the one being edited. */
type Editing = { discount: Discount | null } | null;

/** /admin/discounts 'Скидки' (shop-spec 2.1): the list, and one dialog to create or edit. */
export function DiscountsRoute() {
  const { t } = useMarketingTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <>
      <PageHeader
        title={t('discounts.title')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ discount: null })}
          >
            {t('discounts.create')}
          </Button>
        }
      />
      <DiscountList onEdit={(discount) => setEditing({ discount })} />
      {/* Mounted per opening, so each one starts from the discount's current values. */}
      {editing && <DiscountDialog discount={editing.discount} onClose={() => setEditing(null)} />}
    </>
  );
}
