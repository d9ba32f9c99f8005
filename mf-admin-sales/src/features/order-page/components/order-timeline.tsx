import type { OrderEvent } from '@storefront/shared/contract/orders';
import { Box, Stack, Typography } from '@storefront/shared/mui/core';
import { useId } from 'react';
import { useSalesTranslation } from '../../../i18n';
import type { OrderPageLinks } from '../utils/order-page-links';
import { TimelineItem } from './timeline-item';

/** What names a line among its order's: its row's id where it has one, else when and what. */
function eventKey(event: OrderEvent): string {
  switch (event.kind) {
    case 'note':
      return `note-${event.note_id}`;
    case 'ticket':
      return `ticket-${event.ticket_id}`;
    case 'review':
      return `review-${event.review_id}`;
    case 'money':
      return `money-${event.at}-${event.type}`;
    default:
      return `${event.kind}-${event.at}-${event.status}`;
  }
}

/** Each line with a key of its own, even two lines alike to the millisecond. */
function keyed(events: readonly OrderEvent[]): [string, OrderEvent][] {
  const seen = new Map<string, number>();
  return events.map((event) => {
    const key = eventKey(event);
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return [count === 0 ? key : `${key}-${count}`, event];
  });
}

export interface OrderTimelineProps {
  /** Oldest first, as the server orders them (to the microsecond, which `at` does not carry). */
  events: readonly OrderEvent[];
  links: OrderPageLinks;
}

/** 'История заказа': everything that happened to the order, oldest first. */
export function OrderTimeline({ events, links }: OrderTimelineProps) {
  const { t } = useSalesTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('orderPage.timeline.title')}
      </Typography>
      {events.length === 0 ? (
        <Typography color="text.secondary">{t('orderPage.timeline.none')}</Typography>
      ) : (
        <Stack component="ol" aria-labelledby={headingId} spacing={1} sx={{ p: 0, m: 0 }}>
          {keyed(events).map(([key, event]) => (
            <TimelineItem key={key} event={event} links={links} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
