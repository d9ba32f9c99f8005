import { Alert } from '@storefront/shared/mui/core';
import { useSharedTranslation } from '../i18n/shared-messages';
import { usePaymentMode } from '../shop/payment-mode';

/**
 * 'Тестовый режим: деньги не списываются' (issue 20) on every payment screen while the embedded
 * test provider takes top-ups, so nobody mistakes it for a real payment. Renders nothing under a
 * real gateway, and nothing until the mode is known (a failed read shows no false alarm).
 */
export function TestModeNotice() {
  const { t } = useSharedTranslation();
  const { data } = usePaymentMode();
  if (!data?.test_mode) return null;
  return (
    <Alert severity="warning" data-testid="test-mode-notice">
      {t('payments.testMode')}
    </Alert>
  );
}
