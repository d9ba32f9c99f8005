import { Box } from '@storefront/shared/mui/core';
import { useLowStockCount } from '@storefront/shared/shop/low-stock';
import { useOpenTicketCount } from '@storefront/shared/shop/open-tickets';
import { visuallyHidden } from '@storefront/shared/ui/visually-hidden';
import type { MenuCountKind } from '../../config/menus';
import { useShellTranslation } from '../../i18n';

/**
 * Each count's source: one SWR entry the remote that changes it refreshes (the support remote
 * after a reply or a close, the catalogue after a stock or product save, the settings after a new
 * threshold). Only the admin menu has these items, so the calls are an admin's.
 */
const COUNTS = {
  openTickets: useOpenTicketCount,
  lowStock: useLowStockCount,
} satisfies Record<MenuCountKind, (enabled: boolean) => { data?: number }>;

/**
 * A menu item's live count (shop-spec 2.2's open tickets; issue 23's products running low),
 * read aloud in words. Nothing is shown while the count is 0 or unknown.
 */
export function MenuCount({ kind }: { kind: MenuCountKind }) {
  const { t } = useShellTranslation();
  const { data: count } = COUNTS[kind](true);
  if (!count) return null;
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        px: 0.75,
        minWidth: 22,
        borderRadius: 11,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: '22px',
        textAlign: 'center',
      }}
    >
      <span aria-hidden="true">{count}</span>
      <Box component="span" sx={visuallyHidden}>
        {t(`navigation.${kind}`, { count })}
      </Box>
    </Box>
  );
}
