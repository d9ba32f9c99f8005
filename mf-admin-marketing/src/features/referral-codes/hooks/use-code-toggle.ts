import type { ReferralCode } from '@storefront/shared/contract/referrals';
import { useRevalidate } from '@storefront/shared/hooks/use-revalidate';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useState } from 'react';
import { useMarketingTranslation } from '../../../i18n';
import { toggleCode } from '../api/toggle-code';

/** Spec 4 and 8: the button sends the opposite of is_active and says how it went. */
export function useCodeToggle() {
  const { t } = useMarketingTranslation();
  const notify = useNotify();
  const revalidate = useRevalidate('/referrals/codes');
  const [busyId, setBusyId] = useState<number | null>(null);

  const toggle = async (code: ReferralCode) => {
    setBusyId(code.id);
    try {
      await toggleCode(code.id, { is_active: !code.is_active });
      notify('success', t('codes.statusUpdated'));
    } catch {
      notify('error', t('common.statusError'));
    } finally {
      setBusyId(null);
      void revalidate();
    }
  };

  return { busyId, toggle };
}
