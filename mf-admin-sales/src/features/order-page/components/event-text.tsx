import type { OrderEvent } from '@storefront/shared/contract/orders';
import { formatSignedAmount } from '@storefront/shared/format/money';
import { REVIEW_LIMITS } from '@storefront/shared/limits';
import { Typography } from '@storefront/shared/mui/core';
import { AppLink } from '../../../components/app-link';
import { type SalesT, useSalesTranslation } from '../../../i18n';
import { ledgerType } from '../../../utils/ledger-type';
import { orderStatus } from '../../../utils/order-status';
import type { OrderPageLinks } from '../utils/order-page-links';
import { reviewStatusLabel } from '../utils/review-status';

/** What happened, as one sentence in the reader's language (the server sends only values). */
function sentence(t: SalesT, event: Exclude<OrderEvent, { kind: 'note' }>): string {
  switch (event.kind) {
    case 'created':
      return t('orderPage.timeline.created', { status: t(orderStatus(event.status).label) });
    case 'status':
      return t('orderPage.timeline.status', { status: t(orderStatus(event.status).label) });
    case 'money':
      return t('orderPage.timeline.money', {
        type: t(ledgerType(event.type).label),
        amount: formatSignedAmount(event.amount),
      });
    case 'ticket':
      return t('orderPage.timeline.ticket', {
        number: event.ticket_number,
        subject: event.subject,
      });
    case 'review':
      return t('orderPage.timeline.review', {
        rating: event.rating,
        max: REVIEW_LIMITS.ratingMax,
        status: t(reviewStatusLabel(event.review_status)),
      });
  }
}

export interface EventTextProps {
  event: OrderEvent;
  links: OrderPageLinks;
}

/**
 * A timeline line's body: a ticket and a review lead to where the support team handles them; a
 * note is the staff's text as typed (React text, never HTML; its line breaks kept).
 */
export function EventText({ event, links }: EventTextProps) {
  const { t } = useSalesTranslation();
  if (event.kind === 'note') {
    return (
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {event.text}
      </Typography>
    );
  }
  const text = sentence(t, event);
  const to =
    event.kind === 'ticket'
      ? links.ticket(event.ticket_id)
      : event.kind === 'review'
        ? links.reviews(event.review_status)
        : null;
  return (
    <Typography sx={{ overflowWrap: 'anywhere' }}>
      {to ? <AppLink to={to}>{text}</AppLink> : text}
    </Typography>
  );
}
