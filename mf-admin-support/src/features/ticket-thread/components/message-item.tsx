import type { TicketMessage } from '@storefront/shared/contract/tickets';
import { formatDateTime } from '@storefront/shared/format/date';
import { Chip, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { useSupportTranslation } from '../../../i18n';

/**
 * One message: who wrote it (the shop's are marked, in words and by a coloured edge), when, and
 * the text exactly as typed. It is React text, never HTML: `<script>` is shown, not run, and
 * line breaks are kept by pre-wrap.
 */
export function MessageItem({ message }: { message: TicketMessage }) {
  const { t } = useSupportTranslation();
  const shop = message.from_shop;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-from={shop ? 'shop' : 'customer'}
      sx={{
        listStyle: 'none',
        px: 2,
        py: 1.5,
        borderLeftWidth: 4,
        borderLeftColor: shop ? 'primary.main' : 'divider',
        ml: shop ? { xs: 2, sm: 6 } : 0,
        mr: shop ? 0 : { xs: 2, sm: 6 },
      }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{message.author}</Typography>
        <Chip
          size="small"
          variant="outlined"
          color={shop ? 'primary' : 'default'}
          label={shop ? t('thread.fromShop') : t('thread.fromCustomer')}
        />
        <Typography
          component="time"
          dateTime={message.created_at}
          variant="body2"
          color="text.secondary"
        >
          {formatDateTime(message.created_at)}
        </Typography>
      </Stack>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
      </Typography>
    </Paper>
  );
}
