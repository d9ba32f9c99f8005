import { Box } from '@storefront/shared/mui/core';
import { useAdminUsersTranslation } from '../../../i18n';

/** The event's metadata as JSON, folded away until asked for (native, no script needed). */
export function MetadataView({ metadata }: { metadata: Record<string, unknown> | null }) {
  const { t } = useAdminUsersTranslation();
  if (!metadata || Object.keys(metadata).length === 0) return null;
  return (
    <Box
      component="details"
      sx={{ mt: 0.5, '& summary': { cursor: 'pointer', color: 'text.secondary' } }}
    >
      <summary>{t('activity.metadata')}</summary>
      <Box
        component="pre"
        sx={{
          m: 0,
          mt: 0.5,
          p: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontSize: 13,
          overflowX: 'auto',
        }}
      >
        {JSON.stringify(metadata, null, 2)}
      </Box>
    </Box>
  );
}
