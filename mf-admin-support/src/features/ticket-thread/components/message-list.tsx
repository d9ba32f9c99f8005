import type { TicketMessage } from '@storefront/shared/contract/tickets';
import { Stack, Typography } from '@storefront/shared/mui/core';
import { useId } from 'react';
import { useSupportTranslation } from '../../../i18n';
import { MessageItem } from './message-item';

/** Oldest first, as a conversation reads (the contract's order, kept if a row comes late). */
function chronological(messages: readonly TicketMessage[]): TicketMessage[] {
  return [...messages].sort(
    (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id,
  );
}

export function MessageList({ messages }: { messages: readonly TicketMessage[] }) {
  const { t } = useSupportTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('thread.messages')}
      </Typography>
      <Stack component="ol" aria-labelledby={headingId} spacing={1} sx={{ p: 0, m: 0 }}>
        {chronological(messages).map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </Stack>
    </section>
  );
}
