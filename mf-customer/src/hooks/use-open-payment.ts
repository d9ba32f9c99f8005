import { useNavigate } from '@storefront/shared/router';
import { useCallback } from 'react';
import { gatewayRedirect, paymentTarget } from '../utils/payment-redirect';

/**
 * Goes to where a payment is paid (`confirmation_url`): a path of this site in the app, a
 * gateway's page with a full navigation. Answers false, going nowhere, for an address that is
 * no web page (the caller says the payment cannot be opened).
 */
export function useOpenPayment() {
  const navigate = useNavigate();
  return useCallback(
    (url: string): boolean => {
      const target = paymentTarget(url);
      if (!target) return false;
      if (target.kind === 'route') navigate(target.path);
      else gatewayRedirect.go(target.url);
      return true;
    },
    [navigate],
  );
}
