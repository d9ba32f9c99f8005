import type { Referral } from '@storefront/shared/dto/marketing';
import { formatDate } from '@storefront/shared/format/date';
import { Typography } from '@storefront/shared/mui/core';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { StatusChip } from '../../../components/status-chip';
import { useMarketingTranslation } from '../../../i18n';
import { formatMoney } from '../../../utils/format';
import { referralStatusLabel } from '../utils/referral-status';

/** Who invited whom, the invitee's e-mail, the state and the reward. */
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
          <StatusChip label={t(status.label)} color={status.color} />
        </>
      }
      details={<RowDetails facts={facts} />}
    />
  );
}
