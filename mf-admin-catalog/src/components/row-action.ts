import type { ButtonProps } from '@storefront/shared/mui/core';
import type { ReactNode } from 'react';

/** One action of a row or card: a link (`to`) or a handler. */
export interface RowAction {
  label: string;
  icon?: ReactNode;
  to?: string;
  /** Router state passed with `to` (the list's address, for the way back). */
  state?: unknown;
  onClick?: () => void;
  color?: ButtonProps['color'];
}
