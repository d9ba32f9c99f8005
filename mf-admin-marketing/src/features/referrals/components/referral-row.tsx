import type { Referral } from '@storefront/shared/dto/marketing';
import { formatDate } from '@storefront/shared/format/date';
import { Typography } from '@storefront/shared/mui/core';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { StatusChip } from '../../../components/status-chip';
import { formatMoney } from '../../../utils/format';
import { referralStatusLabel } from '../utils/referral-status';

/** Who invited whom, the invitee's e-mail, the state and the reward. */
export function ReferralRow({ referral }: { referral: Referral }) {
  const facts = [
    referral.referee_email ?? 'Без e-mail',
    `Вознаграждение: ${referral.reward_amount === null ? '—' : formatMoney(referral.reward_amount)}`,
    formatDate(referral.created_at),
  ];
  return (
    <RowLayout
      title={
        <>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <strong>{referral.referrer_username}</strong>
            {' → '}
            <strong>{referral.referee_username}</strong>
          </Typography>
          <StatusChip {...referralStatusLabel(referral.status)} />
        </>
      }
      details={<RowDetails facts={facts} />}
    />
  );
}
