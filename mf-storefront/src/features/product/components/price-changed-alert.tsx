import { Alert } from '@storefront/shared/mui/core';
import { useEffect, useRef } from 'react';

/**
 * 'Цена изменилась: теперь к оплате N ₽…' (the server's 409 detail, issue 20) beside the
 * summary. It takes the focus when it appears, so a screen reader reads it and the next Tab
 * reaches 'Купить' to confirm the new total; role="alert" announces it as well.
 */
export function PriceChangedAlert({ detail }: { detail: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (detail) ref.current?.focus();
  }, [detail]);
  return (
    <Alert ref={ref} severity="warning" role="alert" tabIndex={-1} data-testid="price-changed">
      {detail}
    </Alert>
  );
}
