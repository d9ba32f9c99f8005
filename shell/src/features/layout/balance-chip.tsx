import { formatRoubles } from '@storefront/shared/format/number';
import { Chip, IconButton, Stack } from '@storefront/shared/mui/core';
import { Link } from 'react-router-dom';
import { AddIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { useShellTranslation } from '../../i18n';

/** Spec 2.4 / 9: the header shows a fixed balance until the API has one. */
export const DEFAULT_BALANCE = 0;

/**
 * Signed-in non-admins: the balance in whole roubles in the current language ('0 ₽' /
 * 'RUB 0'), and a shortcut to top it up on the finance page.
 */
export function BalanceChip() {
  // Also re-renders the chip when the language changes, so the amount is formatted again.
  const { t } = useShellTranslation();
  return (
    <Stack
      role="group"
      aria-label={t('balance.label')}
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center' }}
    >
      <Chip label={formatRoubles(DEFAULT_BALANCE, true)} variant="outlined" />
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
