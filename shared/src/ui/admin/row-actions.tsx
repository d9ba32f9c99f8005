import {
  Button,
  type ButtonProps,
  Stack,
  useMediaQuery,
  useTheme,
} from '@storefront/shared/mui/core';
import { Link } from '@storefront/shared/router';
import { ActionsMenu, type MenuAction } from '@storefront/shared/ui/admin/actions-menu';
import type { ReactNode } from 'react';

/** One of a row's actions: a link (`to`) or a handler, with its button's look. */
export interface RowAction extends MenuAction {
  icon?: ReactNode;
  color?: ButtonProps['color'];
  /** MUI's 'text' unless given: 'outlined' for a row's main move. */
  variant?: ButtonProps['variant'];
  /** The button's accessible name where its label alone does not say which row. */
  named?: string;
}

export interface RowActionsProps {
  actions: readonly RowAction[];
  /** The phone's menu button's accessible name ('Действия' unless given), and its tooltip. */
  menuLabel?: string;
  menuTitle?: string;
  /** The row's last action is on its way: the buttons wait (the menu's entries are the caller's). */
  busy?: boolean;
}

/**
 * A row's actions as small buttons on a wide screen; below 'sm' they fold into a '⋮' menu, so
 * a row keeps one line on a phone. Nothing at all when the row has no action.
 */
export function RowActions({ actions, menuLabel, menuTitle, busy }: RowActionsProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (actions.length === 0) return null;
  if (narrow) return <ActionsMenu actions={actions} label={menuLabel} title={menuTitle} />;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'end' }}>
      {actions.map(({ label, to, state, onClick, icon, color, variant, named }) => {
        const look = {
          size: 'small',
          startIcon: icon,
          color,
          variant,
          'aria-label': named,
        } as const;
        return to ? (
          <Button key={label} component={Link} to={to} state={state} {...look}>
            {label}
          </Button>
        ) : (
          <Button key={label} onClick={onClick} disabled={busy} {...look}>
            {label}
          </Button>
        );
      })}
    </Stack>
  );
}
