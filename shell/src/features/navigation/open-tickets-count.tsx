import { Box } from '@storefront/shared/mui/core';
import { useOpenTicketCount } from '@storefront/shared/shop/open-tickets';
import { visuallyHidden } from '@storefront/shared/ui/visually-hidden';
import { useShellTranslation } from '../../i18n';

/**
 * The admin menu's count of open tickets (shop-spec 2.2). Only the admin menu has the item, so
 * the call is an admin's; the support remote refreshes the shared entry after every answer.
 * Nothing is shown while the count is 0 or unknown.
 */
export function OpenTicketsCount() {
  const { t } = useShellTranslation();
  const { data: count } = useOpenTicketCount(true);
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
        {t('navigation.openTickets', { count })}
      </Box>
    </Box>
  );
}
