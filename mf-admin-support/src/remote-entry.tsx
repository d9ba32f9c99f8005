import { Typography } from '@storefront/shared/mui/core';
import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { Route, Routes } from '@storefront/shared/router';
import { FlashProvider } from '@storefront/shared/ui/admin/flash';
import { LazyNotFoundPage } from '@storefront/shared/ui/admin/lazy-not-found-page';
import { lazyExport } from '@storefront/shared/ui/lazy-export';
import { Suspense } from 'react';
import { supportPaths } from './app/paths';
import { useSupportTranslation } from './i18n';

// One chunk per screen: the reviews queue does not download the ticket thread, and back.
const TicketsRoute = lazyExport(() => import('./app/routes/tickets-route'), 'TicketsRoute');
const TicketRoute = lazyExport(() => import('./app/routes/ticket-route'), 'TicketRoute');
const ReviewsRoute = lazyExport(() => import('./app/routes/reviews-route'), 'ReviewsRoute');

/**
 * `./App`: the support back-office, 'Тикеты' and 'Отзывы' (shop-spec 2.2, 2.3). The shell
 * applies the admin guard and layout; this renders the page content only.
 */
export default function App({ basePath }: RemoteAppProps) {
  const paths = supportPaths(basePath);
  const { t } = useSupportTranslation();
  const toTickets = [{ to: paths.tickets, label: t('app.toTickets') }];
  return (
    <FlashProvider>
      <Suspense fallback={<Typography>{t('app.loading')}</Typography>}>
        <Routes>
          <Route path={paths.tickets} element={<TicketsRoute paths={paths} />} />
          <Route path={paths.ticket} element={<TicketRoute paths={paths} />} />
          <Route path={paths.reviews} element={<ReviewsRoute paths={paths} />} />
          <Route path={paths.ticketsUnknown} element={<LazyNotFoundPage links={toTickets} />} />
          <Route
            path={paths.reviewsUnknown}
            element={
              <LazyNotFoundPage links={[{ to: paths.reviews, label: t('app.toReviews') }]} />
            }
          />
        </Routes>
      </Suspense>
    </FlashProvider>
  );
}
