import { Box, Chip, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import type { ReactNode } from 'react';
import { useCatalogTranslation } from '../i18n';

export interface CatalogRowProps {
  name: string;
  active: boolean;
  actions: ReactNode;
}

/** One city or district: its name, a mark when inactive, and its actions. */
export function CatalogRow({ name, active, actions }: CatalogRowProps) {
  const { t } = useCatalogTranslation();
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', px: 2, py: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', gap: 1, alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
          {!active && <Chip label={t('common.inactive')} size="small" variant="outlined" />}
        </Box>
        <Box sx={{ flexShrink: 0 }}>{actions}</Box>
      </Stack>
    </Paper>
  );
}
