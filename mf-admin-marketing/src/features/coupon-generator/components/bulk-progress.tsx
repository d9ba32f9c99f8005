import { Stack, Typography } from '@storefront/shared/mui/core';
import { LinearProgress } from '@storefront/shared/mui/data';
import type { BulkProgress as Progress } from '../hooks/use-bulk-generator';

/** How far a bulk run is: 'Обработано 3 из 10' and a bar. */
export function BulkProgress({ done, total }: Progress) {
  const label = `Обработано ${done} из ${total}`;
  return (
    <Stack spacing={1} role="status">
      <Typography>{`Генерация купонов... ${label}`}</Typography>
      <LinearProgress
        variant="determinate"
        value={total ? (done / total) * 100 : 0}
        aria-label="Ход генерации"
      />
    </Stack>
  );
}
