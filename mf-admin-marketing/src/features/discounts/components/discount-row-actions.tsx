import type { Discount } from '@storefront/shared/contract/discounts';
import {
  BlockIcon,
  CheckCircleIcon,
  DeleteIcon,
  EditIcon,
} from '@storefront/shared/ui/admin/icons';
import { type RowAction, RowActions } from '@storefront/shared/ui/admin/row-actions';
import type { ReactNode } from 'react';
import { useMarketingTranslation } from '../../../i18n';

export interface DiscountRowActionsProps {
  discount: Discount;
  busy: boolean;
  onEdit: (discount: Discount) => void;
  onToggle: (discount: Discount) => void;
  onDelete: (discount: Discount) => void;
}

type ActionKey = 'edit' | 'activate' | 'deactivate' | 'delete';

/** Edit, switch on or off, delete: buttons on a desk, a '⋮' menu on a phone (below 'sm'). */
export function DiscountRowActions({ discount, busy, ...on }: DiscountRowActionsProps) {
  const { t } = useMarketingTranslation();
  const { name } = discount;
  const action = (
    key: ActionKey,
    icon: ReactNode,
    color: RowAction['color'],
    run: (item: Discount) => void,
  ): RowAction => ({
    label: t(`discounts.actions.${key}`),
    named: t(`discounts.actions.${key}Named`, { name }),
    icon,
    color,
    // While the row is busy its buttons are disabled, and a menu choice only closes the menu.
    onClick: busy ? undefined : () => run(discount),
  });
  return (
    <RowActions
      menuLabel={t('discounts.actions.menu', { name })}
      busy={busy}
      actions={[
        action('edit', <EditIcon />, 'primary', on.onEdit),
        discount.is_active
          ? action('deactivate', <BlockIcon />, 'warning', on.onToggle)
          : action('activate', <CheckCircleIcon />, 'success', on.onToggle),
        action('delete', <DeleteIcon />, 'error', on.onDelete),
      ]}
    />
  );
}
