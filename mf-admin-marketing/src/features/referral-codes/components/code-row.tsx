import type { ReferralCode } from '@storefront/shared/contract/referrals';
import { formatDate } from '@storefront/shared/format/date';
import { formatNumber } from '@storefront/shared/format/number';
import { Button, Typography } from '@storefront/shared/mui/core';
import { RowDetails, RowLayout } from '@storefront/shared/ui/admin/row-layout';
import { StatusChip } from '@storefront/shared/ui/admin/status-chip';
import { useMarketingTranslation } from '../../../i18n';

export interface CodeRowProps {
  code: ReferralCode;
  busy: boolean;
  onToggle: () => void;
}

/** A referral code, its owner, how often it was used, and the activate/deactivate button. */
export function CodeRow({ code, busy, onToggle }: CodeRowProps) {
  const { t } = useMarketingTranslation();
  const active = code.is_active;
  return (
    <RowLayout
      title={
        <>
          <Typography sx={{ fontWeight: 600, fontFamily: 'monospace' }}>{code.code}</Typography>
          <Typography>{code.username}</Typography>
          <StatusChip
            label={active ? t('codes.active') : t('codes.inactive')}
            color={active ? 'success' : 'default'}
          />
        </>
      }
      details={
        <RowDetails
          facts={[
            t('codes.usages', { n: formatNumber(code.usage_count) }),
            t('codes.created', { date: formatDate(code.created_at) }),
          ]}
        />
      }
      actions={
        <Button
          size="small"
          variant="outlined"
          color={active ? 'warning' : 'success'}
          onClick={onToggle}
          disabled={busy}
          aria-label={
            active
              ? t('codes.deactivateCode', { code: code.code })
              : t('codes.activateCode', { code: code.code })
          }
        >
          {active ? t('common.deactivate') : t('common.activate')}
        </Button>
      }
    />
  );
}
