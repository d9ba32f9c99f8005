import { Button } from '@storefront/shared/mui/core';
import { Link, useLocation, useNavigate } from '@storefront/shared/router';
import { ArrowBackIcon } from '@storefront/shared/ui/admin/icons';
import type { MouseEvent } from 'react';
import { useSalesTranslation } from '../../../i18n';

/** The journal's address the journal's link was followed from, if it was: see `OrderRow`. */
function journalFrom(state: unknown, journal: string): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && (from === journal || from.startsWith(`${journal}?`))
    ? from
    : null;
}

/** A click the browser should handle itself: a new tab or window, a download. */
function opensElsewhere(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * 'К журналу покупок'. Come from the journal, it is Back: the journal's entry returns with its
 * search, filters and page (and the browser's scroll) rather than a new entry in the history.
 * Opened otherwise (a link from a ticket, a typed address), it leads to the journal.
 */
export function BackToJournal({ journal }: { journal: string }) {
  const { t } = useSalesTranslation();
  const navigate = useNavigate();
  const from = journalFrom(useLocation().state, journal);
  const back = (event: MouseEvent) => {
    if (from === null || opensElsewhere(event)) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Button component={Link} to={from ?? journal} onClick={back} startIcon={<ArrowBackIcon />}>
      {t('app.toOrders')}
    </Button>
  );
}
