import { formatAmount } from '@storefront/shared/format/money';
import { Chip, IconButton, Stack } from '@storefront/shared/mui/core';
import { Link } from '@storefront/shared/router';
import { useBalance } from '@storefront/shared/shop/balance';
import { AddIcon } from '@storefront/shared/ui/admin/icons';
import { paths } from '../../config/paths';
import { useShellTranslation } from '../../i18n';

/**
 * Signed-in non-admins: the real balance (shop-spec 1.3) in the current language ('0 ₽' /
 * 'RUB 0'), and a shortcut to top it up on the finance page. Every remote that moves money
 * refreshes the same SWR entry (`refreshBalance`), so the chip follows without a reload.
 */
export function BalanceChip() {
  // Also re-renders the chip when the language changes, so the amount is formatted again.
  const { t } = useShellTranslation();
  const { data } = useBalance(true);
  return (
    <Stack
      role="group"
      aria-label={t('balance.label')}
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center' }}
    >
      <Chip
        label={data ? formatAmount(data.balance) : '…'}
        aria-busy={data ? undefined : true}
        variant="outlined"
      />
      <IconButton
        component={Link}
        to={paths.userFinance}
        size="small"
        color="primary"
        aria-label={t('balance.topUp')}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
