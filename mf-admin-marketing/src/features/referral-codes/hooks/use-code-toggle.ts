import type { ReferralCode } from '@storefront/shared/contract/referrals';
import { useStatusToggle } from '../../../hooks/use-status-toggle';
import { toggleCode } from '../api/toggle-code';

/** Spec 4 and 8: the button sends the opposite of is_active and says how it went. */
export function useCodeToggle() {
  return useStatusToggle<ReferralCode>({
    send: (code) => toggleCode(code.id, { is_active: !code.is_active }),
    done: 'codes.statusUpdated',
    revalidate: '/referrals/codes',
  });
}
