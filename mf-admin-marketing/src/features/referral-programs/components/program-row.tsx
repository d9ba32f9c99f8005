import type { ReferralProgram } from '@storefront/shared/contract/referrals';
import { formatDate } from '@storefront/shared/format/date';
import { formatNumber } from '@storefront/shared/format/number';
import { Chip, Typography } from '@storefront/shared/mui/core';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { StatusChip, worded } from '@storefront/shared/ui/admin/status-chip';
import { useMarketingTranslation } from '../../../i18n';
import { formatMoney } from '../../../utils/format';

/** Spec 4: a program is 'Активна' or 'Неактивна'; `label` is a message key. */
export function programStatusLabel(status: ReferralProgram['status']) {
  return status === 'active'
    ? ({ label: 'programs.active', color: 'success' } as const)
    : ({ label: 'programs.inactive', color: 'default' } as const);
}

export function ProgramRow({ program }: { program: ReferralProgram }) {
  const { t } = useMarketingTranslation();
  const status = programStatusLabel(program.status);
  const facts = [
    t('programs.reward', { amount: formatMoney(program.reward_amount) }),
    t('programs.referrals', { n: formatNumber(program.total_referrals) }),
    t('programs.paid', { amount: formatMoney(program.total_rewards_paid) }),
    t('programs.created', { date: formatDate(program.created_at) }),
  ];
  return (
    <RowLayout
      title={
        <>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{program.name}</Typography>
          <StatusChip {...worded(t, status)} />
          <Chip
            label={program.is_public ? t('programs.public') : t('programs.private')}
            size="small"
          />
        </>
      }
      details={
        <>
          {program.description && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {program.description}
            </Typography>
          )}
          <RowDetails facts={facts} />
        </>
      }
    />
  );
}
