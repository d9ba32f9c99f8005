import { Button } from '@storefront/shared/mui/core';
import type { ReactNode } from 'react';

export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={busy}
      loading={busy}
      loadingPosition="start"
    >
      {children}
    </Button>
  );
}
