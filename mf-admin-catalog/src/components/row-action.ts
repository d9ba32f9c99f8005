import type { ButtonProps } from '@storefront/shared/mui/core';
import type { MenuAction } from '@storefront/shared/ui/admin/actions-menu';
import type { ReactNode } from 'react';

/** One action of a row or card: a link (`to`) or a handler, with its button's icon and colour. */
export interface RowAction extends MenuAction {
  icon?: ReactNode;
  color?: ButtonProps['color'];
}
