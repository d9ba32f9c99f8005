import type { OrderEvent } from '@storefront/shared/contract/orders';
import { formatDateTime } from '@storefront/shared/format/date';
import { Box, Chip, Paper, Stack, Typography } from '@storefront/shared/mui/core';
import { useSalesTranslation } from '../../../i18n';
import type { OrderPageLinks } from '../utils/order-page-links';
import { EventText } from './event-text';

export interface TimelineItemProps {
  event: OrderEvent;
  links: OrderPageLinks;
}

/**
 * One line of the order's history: when, who, then what happened. A staff note is marked in
 * words ('Заметка') as well as by its coloured edge.
 */
export function TimelineItem({ event, links }: TimelineItemProps) {
  const { t } = useSalesTranslation();
  const note = event.kind === 'note';
  return (
    <Paper
      component="li"
      variant="outlined"
      data-kind={event.kind}
      sx={{
        listStyle: 'none',
        px: 2,
        py: 1.5,
        borderLeftWidth: 4,
        borderLeftColor: note ? 'secondary.main' : 'divider',
      }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="time" dateTime={event.at} variant="body2" color="text.secondary">
          {formatDateTime(event.at)}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {event.author ?? t('orderPage.timeline.noAuthor')}
        </Typography>
        {note && (
          <Chip
            size="small"
            variant="outlined"
            color="secondary"
            label={t('orderPage.timeline.note')}
          />
        )}
      </Stack>
      <Box sx={{ mt: 0.5 }}>
        <EventText event={event} links={links} />
      </Box>
    </Paper>
  );
}
