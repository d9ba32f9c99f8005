import type { Coupon } from '@storefront/shared/contract/coupons';
import { IconButton, useMediaQuery, useTheme } from '@storefront/shared/mui/core';
import { ActionsMenu } from '@storefront/shared/ui/admin/actions-menu';
import {
  BlockIcon,
  CheckCircleIcon,
  DeleteIcon,
  EditIcon,
} from '@storefront/shared/ui/admin/icons';
import type { ReactNode } from 'react';
import { useMarketingTranslation } from '../../../i18n';
import { isCouponUsed } from '../utils/coupon-edit';

export interface CouponRowActionsProps {
  coupon: Coupon;
  /** The status change or the delete of this coupon is on its way. */
  busy: boolean;
  onEdit: (coupon: Coupon) => void;
  onToggle: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
}

interface RowAction {
  /** What the action is called in the menu, and as the button's tooltip. */
  label: string;
  /** The button's accessible name, which says which coupon. */
  named: string;
  icon: ReactNode;
  color: 'primary' | 'success' | 'warning' | 'error';
  run: () => void;
}

function useRowActions({ coupon, ...on }: Omit<CouponRowActionsProps, 'busy'>): RowAction[] {
  const { t } = useMarketingTranslation();
  const { code } = coupon;
  const active = coupon.status === 'active';
  const actions: RowAction[] = [
    {
      label: t('coupons.actions.edit'),
      named: t('coupons.actions.editCode', { code }),
      icon: <EditIcon />,
      color: 'primary',
      run: () => on.onEdit(coupon),
    },
    {
      label: active ? t('common.deactivate') : t('common.activate'),
      named: active ? t('coupons.deactivateCode', { code }) : t('coupons.activateCode', { code }),
      icon: active ? <BlockIcon /> : <CheckCircleIcon />,
      color: active ? 'warning' : 'success',
      run: () => on.onToggle(coupon),
    },
  ];
  // A used coupon is part of orders' history: the server refuses to delete it (409).
  if (!isCouponUsed(coupon)) {
    actions.push({
      label: t('coupons.actions.delete'),
      named: t('coupons.actions.deleteCode', { code }),
      icon: <DeleteIcon />,
      color: 'error',
      run: () => on.onDelete(coupon),
    });
  }
  return actions;
}

/** Edit, switch on or off, and delete an unused coupon: icons on a desk, a '⋮' menu on a phone. */
export function CouponRowActions({ busy, ...props }: CouponRowActionsProps) {
  const { t } = useMarketingTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const actions = useRowActions(props);
  if (narrow) {
    return (
      <ActionsMenu
        label={t('coupons.actions.menu', { code: props.coupon.code })}
        actions={actions.map((action) => ({
          label: action.label,
          onClick: busy ? undefined : action.run,
        }))}
      />
    );
  }
  return actions.map((action) => (
    <IconButton
      key={action.label}
      onClick={action.run}
      disabled={busy}
      aria-label={action.named}
      title={action.label}
      color={action.color}
    >
      {action.icon}
    </IconButton>
  ));
}
