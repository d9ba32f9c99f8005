import type { Discount } from '@storefront/shared/contract/discounts';
import { Button, Stack, useMediaQuery, useTheme } from '@storefront/shared/mui/core';
import { ActionsMenu } from '@storefront/shared/ui/admin/actions-menu';
import {
  BlockIcon,
  CheckCircleIcon,
  DeleteIcon,
  EditIcon,
} from '@storefront/shared/ui/admin/icons';
import type { ReactNode } from 'react';
import { useMarketingTranslation } from '../../../i18n';

export interface DiscountRowActionsProps {
  discount: Discount;
  busy: boolean;
  onEdit: (discount: Discount) => void;
  onToggle: (discount: Discount) => void;
  onDelete: (discount: Discount) => void;
}

interface RowAction {
  key: 'edit' | 'activate' | 'deactivate' | 'delete';
  icon: ReactNode;
  color: 'primary' | 'success' | 'warning' | 'error';
  run: () => void;
}

/** Edit, switch on or off, delete: buttons on a desk, a '⋮' menu on a phone (below 'sm'). */
export function DiscountRowActions({ discount, busy, ...on }: DiscountRowActionsProps) {
  const { t } = useMarketingTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { name } = discount;
  const actions: RowAction[] = [
    { key: 'edit', icon: <EditIcon />, color: 'primary', run: () => on.onEdit(discount) },
    discount.is_active
      ? {
          key: 'deactivate',
          icon: <BlockIcon />,
          color: 'warning',
          run: () => on.onToggle(discount),
        }
      : {
          key: 'activate',
          icon: <CheckCircleIcon />,
          color: 'success',
          run: () => on.onToggle(discount),
        },
    { key: 'delete', icon: <DeleteIcon />, color: 'error', run: () => on.onDelete(discount) },
  ];
  if (narrow) {
    return (
      <ActionsMenu
        label={t('discounts.actions.menu', { name })}
        actions={actions.map((action) => ({
          label: t(`discounts.actions.${action.key}`),
          onClick: busy ? undefined : action.run,
        }))}
      />
    );
  }
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'end' }}>
      {actions.map((action) => (
        <Button
          key={action.key}
          size="small"
          startIcon={action.icon}
          color={action.color}
          disabled={busy}
          onClick={action.run}
          aria-label={t(`discounts.actions.${action.key}Named`, { name })}
        >
          {t(`discounts.actions.${action.key}`)}
        </Button>
      ))}
    </Stack>
  );
}
