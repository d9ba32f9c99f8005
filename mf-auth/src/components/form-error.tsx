import { Alert } from '@storefront/shared/mui/core';

/** The form-level failure; `role="alert"` makes screen readers announce it at once. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
      {message}
    </Alert>
  );
}
