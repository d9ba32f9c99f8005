import { Box } from '@storefront/shared/mui/core';

/** Spec 2.1: an empty placeholder while the session is being checked, so nothing flashes. */
export function AuthPending() {
  return <Box aria-busy="true" data-testid="auth-pending" sx={{ minHeight: '50vh' }} />;
}
