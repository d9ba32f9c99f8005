import { Chip, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { useShellTranslation } from '../../i18n';

/** An admin section no remote owns yet: its menu name and what will be here, no actions. */
export function AdminPlaceholderPage({ title, text }: { title: string; text: string }) {
  const { t } = useShellTranslation();
  return (
    <Paper component="section" sx={{ p: { xs: 3, md: 4 } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Chip label={t('placeholders.adminPanel')} size="small" variant="outlined" />
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
      </Stack>
    </Paper>
  );
}
