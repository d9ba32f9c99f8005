import { Button, Stack, useMediaQuery, useTheme } from '@storefront/shared/mui/core';
import { Link } from '@storefront/shared/router';
import { ActionsMenu } from '@storefront/shared/ui/admin/actions-menu';
import { useCatalogTranslation } from '../i18n';
import type { RowAction } from './row-action';

/** Spec 2.8: buttons on a wide screen; on a narrow one (below 'sm') they collapse into a menu. */
export function RowActions({ actions }: { actions: readonly RowAction[] }) {
  const { t } = useCatalogTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (narrow)
    return (
      <ActionsMenu actions={actions} label={t('common.actions')} title={t('common.actions')} />
    );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'end' }}>
      {actions.map(({ label, icon, to, state, onClick, color }) =>
        to ? (
          <Button
            key={label}
            component={Link}
            to={to}
            state={state}
            size="small"
            startIcon={icon}
            color={color}
          >
            {label}
          </Button>
        ) : (
          <Button key={label} onClick={onClick} size="small" startIcon={icon} color={color}>
            {label}
          </Button>
        ),
      )}
    </Stack>
  );
}
