import type { ReferralCode } from '@storefront/shared/dto/marketing';
import { formatDate } from '@storefront/shared/format/date';
import { Button, Typography } from '@storefront/shared/mui/core';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { StatusChip } from '../../../components/status-chip';
import { formatNumber } from '../../../utils/format';

export interface CodeRowProps {
  code: ReferralCode;
  busy: boolean;
  onToggle: () => void;
}

/** A referral code, its owner, how often it was used, and the activate/deactivate button. */
export function CodeRow({ code, busy, onToggle }: CodeRowProps) {
  const label = code.is_active ? 'Деактивировать' : 'Активировать';
  return (
    <RowLayout
      title={
        <>
          <Typography sx={{ fontWeight: 600, fontFamily: 'monospace' }}>{code.code}</Typography>
          <Typography>{code.username}</Typography>
          <StatusChip
            label={code.is_active ? 'Активен' : 'Неактивен'}
            color={code.is_active ? 'success' : 'default'}
          />
        </>
      }
      details={
        <RowDetails
          facts={[
            `Использований: ${formatNumber(code.usage_count)}`,
            `Создан: ${formatDate(code.created_at)}`,
          ]}
        />
      }
      actions={
        <Button
          size="small"
          variant="outlined"
          color={code.is_active ? 'warning' : 'success'}
          onClick={onToggle}
          disabled={busy}
          aria-label={`${label} ${code.code}`}
        >
          {label}
        </Button>
      }
    />
  );
}
