import { useParams } from '@storefront/shared/router';
import { PaymentPage } from '../../features/payment/components/payment-page';

/** /pay/{paymentId}: the test provider's payment page (the shell admits signed-in visitors). */
export function PayRoute() {
  const { paymentId = '' } = useParams();
  return <PaymentPage key={paymentId} paymentId={paymentId} />;
}
