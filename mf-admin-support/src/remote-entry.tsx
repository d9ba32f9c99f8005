import type { RemoteAppProps } from '@storefront/shared/remote-contract';
import { Route } from '@storefront/shared/router';
import { AdminRoutes } from '@storefront/shared/ui/admin/admin-routes';
import { lazyExport } from '@storefront/shared/ui/lazy-export';
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
  return (
    <AdminRoutes
      loading={t('app.loading')}
      unknown={[
        { path: paths.ticketsUnknown, links: [{ to: paths.tickets, label: t('app.toTickets') }] },
        { path: paths.reviewsUnknown, links: [{ to: paths.reviews, label: t('app.toReviews') }] },
      ]}
    >
      <Route path={paths.tickets} element={<TicketsRoute paths={paths} />} />
      <Route path={paths.ticket} element={<TicketRoute paths={paths} />} />
      <Route path={paths.reviews} element={<ReviewsRoute paths={paths} />} />
    </AdminRoutes>
  );
}
