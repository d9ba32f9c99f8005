import type { TicketMessage } from '@storefront/shared/contract/tickets';
import { formatDateTime } from '@storefront/shared/format/date';
import { Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { useCustomerTranslation } from '../../../i18n';

/**
 * The thread, oldest first: who wrote (the customer or the shop), when, and the text. The text
 * is React text with its line breaks kept, never HTML: a `<script>` in it is shown, not run.
 */
export function TicketMessages({ messages }: { messages: readonly TicketMessage[] }) {
  const { t } = useCustomerTranslation();
  return (
    <Stack
      component="ol"
      aria-label={t('tickets.thread.messages')}
      spacing={1.5}
      sx={{ p: 0, m: 0 }}
    >
      {messages.map((message) => (
        <Paper
          key={message.id}
          component="li"
          variant="outlined"
          sx={{
            listStyle: 'none',
            px: 2,
            py: 1.5,
            bgcolor: message.from_shop ? 'action.hover' : 'background.paper',
          }}
        >
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>
              {message.from_shop ? t('tickets.thread.shop') : t('tickets.thread.you')}
            </Typography>
            <Typography color="text.secondary" variant="body2" sx={{ alignSelf: 'center' }}>
              {formatDateTime(message.created_at)}
            </Typography>
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.text}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
