import { Box, Paper, Stack } from '@storefront/shared/mui/core';
import type { ReactNode } from 'react';

export interface RowLayoutProps {
  title: ReactNode;
  details?: ReactNode;
  actions?: ReactNode;
}

/** A row's title line (its parts wrapping onto more lines when narrow) and its details. */
export function RowText({ title, details }: Pick<RowLayoutProps, 'title' | 'details'>) {
  return (
    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {title}
      </Stack>
      {details}
    </Box>
  );
}

/**
 * One row of a back-office list (users, staff, coupons, referrals): a card on a phone, a line
 * on a desk, so every list wraps its title, facts and actions the same way.
 */
export function RowLayout({ title, details, actions }: RowLayoutProps) {
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', px: 2, py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <RowText title={title} details={details} />
        {actions && (
          <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
            {actions}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Rows of a result being replaced (a new search or page on its way) stay on screen but take no
 * clicks or focus and are dimmed: the new rows arrive 300-450 ms after the last keystroke, and
 * a click aimed at an old row must not land on whichever row moved under the pointer.
 */
export function pendingProps(pending: boolean) {
  return pending
    ? ({ inert: true, 'aria-busy': true, style: { opacity: 0.5, pointerEvents: 'none' } } as const)
    : {};
}

/** A list keeping its previous rows while the next ones load (SWR's keepPreviousData). */
export function isPending({ isLoading, data }: { isLoading: boolean; data: unknown }): boolean {
  return isLoading && data !== undefined;
}

export interface RowsProps {
  label: string;
  children: ReactNode;
  /** The rows are the previous result while the next one loads: see `pendingProps`. */
  pending?: boolean;
}

/** The list the rows sit in, named by `label` for assistive technology (and the e2e tests). */
export function Rows({ label, children, pending = false }: RowsProps) {
  return (
    <Stack
      component="ul"
      aria-label={label}
      spacing={1}
      sx={{ p: 0, m: 0 }}
      {...pendingProps(pending)}
    >
      {children}
    </Stack>
  );
}

/** The facts line under a row's title. */
export function RowDetails({ facts }: { facts: readonly string[] }) {
  return (
    <Box component="p" sx={{ m: 0, color: 'text.secondary', typography: 'body2' }}>
      {facts.join(' · ')}
    </Box>
  );
}
