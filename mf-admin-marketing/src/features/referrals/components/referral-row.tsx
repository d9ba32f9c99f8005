import type { Referral } from '@storefront/shared/contract/referrals';
import { formatDate } from '@storefront/shared/format/date';
import { Box, Typography } from '@storefront/shared/mui/core';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { StatusChip, worded } from '@storefront/shared/ui/admin/status-chip';
import { useMarketingTranslation } from '../../../i18n';
import { formatMoney } from '../../../utils/format';
import { notRewardedKey, referralStatusLabel } from '../utils/referral-status';

/**
 * Who invited whom, the invitee's e-mail, the state and the reward, and why no reward was paid
 * when the server says so (issue 20): the dashboard answers 'why did I get nothing?'.
 */
export function ReferralRow({ referral }: { referral: Referral }) {
  const { t } = useMarketingTranslation();
  const reward = referral.reward_amount === null ? '—' : formatMoney(referral.reward_amount);
  const facts = [
    referral.referee_email ?? t('referrals.noEmail'),
    t('referrals.reward', { amount: reward }),
    formatDate(referral.created_at),
  ];
  const status = referralStatusLabel(referral.status);
  return (
    <RowLayout
      title={
        <>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <strong>{referral.referrer_username}</strong>
            {' → '}
            <strong>{referral.referee_username}</strong>
          </Typography>
          <StatusChip {...worded(t, status)} />
        </>
      }
      details={
        <>
          <RowDetails facts={facts} />
          {referral.not_rewarded_reason && (
            <Box
              component="p"
              data-testid="referral-not-rewarded"
              sx={{ m: 0, mt: 0.5, typography: 'body2' }}
            >
              {t(notRewardedKey(referral.not_rewarded_reason), { zero: formatMoney(0) })}
            </Box>
          )}
        </>
      }
    />
  );
}
