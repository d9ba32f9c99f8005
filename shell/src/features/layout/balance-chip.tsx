import { Chip, IconButton, Stack } from '@storefront/shared/mui/core';
import { Link } from 'react-router-dom';
import { AddIcon } from '../../components/icons';
import { paths } from '../../config/paths';
import { DEFAULT_BALANCE, formatBalance } from './format-balance';

/** Signed-in non-admins: the balance, and a shortcut to top it up on the finance page. */
export function BalanceChip() {
  return (
    <Stack
      role="group"
      aria-label="Баланс"
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center' }}
    >
      <Chip label={formatBalance(DEFAULT_BALANCE)} variant="outlined" />
      <IconButton
        component={Link}
        to={paths.userFinance}
        size="small"
        color="primary"
        aria-label="Пополнить баланс"
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
