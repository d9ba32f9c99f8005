import { Link, type SxProps, type Theme } from '@storefront/shared/mui/core';
import { Link as RouterLink } from '@storefront/shared/router';
import type { ReactNode } from 'react';

export interface AppLinkProps {
  /** An address of the site: this remote's, or another's (the shell routes it by its prefix). */
  to: string;
  /** The history entry's state (the journal's own address, for the order page's way back). */
  state?: unknown;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A link inside the single-page app, with a focus ring drawn for the keyboard: the theme draws
 * none of its own, and a ring the browser may skip on a dark background is no ring.
 */
export function AppLink({ to, state, sx, children }: AppLinkProps) {
  return (
    <Link
      component={RouterLink}
      to={to}
      state={state}
      sx={[
        {
          '&:focus-visible': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
            borderRadius: 0.5,
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Link>
  );
}
