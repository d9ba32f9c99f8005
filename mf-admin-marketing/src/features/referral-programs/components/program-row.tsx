import type { ReferralProgram } from '@storefront/shared/dto/marketing';
import { formatDate } from '@storefront/shared/format/date';
import { Chip, Typography } from '@storefront/shared/mui/core';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { StatusChip } from '../../../components/status-chip';
import { formatMoney, formatNumber } from '../../../utils/format';

/** Spec 4: a program is 'Активна' or 'Неактивна'. */
export function programStatusLabel(status: ReferralProgram['status']) {
  return status === 'active'
    ? ({ label: 'Активна', color: 'success' } as const)
    : ({ label: 'Неактивна', color: 'default' } as const);
}

export function ProgramRow({ program }: { program: ReferralProgram }) {
  const facts = [
    `Вознаграждение: ${formatMoney(program.reward_amount)}`,
    `Рефералов: ${formatNumber(program.total_referrals)}`,
    `Выплачено: ${formatMoney(program.total_rewards_paid)}`,
    `Создана: ${formatDate(program.created_at)}`,
  ];
  return (
    <RowLayout
      title={
        <>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{program.name}</Typography>
          <StatusChip {...programStatusLabel(program.status)} />
          <Chip label={program.is_public ? 'Публичная' : 'Закрытая'} size="small" />
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
