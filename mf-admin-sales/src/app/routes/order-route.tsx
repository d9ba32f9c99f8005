import { useParams } from '@storefront/shared/router';
import { routeId } from '@storefront/shared/routing/route-id';
import { NotFoundPage } from '@storefront/shared/ui/admin/not-found-page';
import { OrderPage } from '../../features/order-page/components/order-page';
import type { OrderPageLinks } from '../../features/order-page/utils/order-page-links';
import { OrderActions } from '../../features/orders/components/order-actions';
import { useSalesTranslation } from '../../i18n';
import { reviewsPath, type SalesPaths, withId } from '../paths';

/** Where the order's page leads: the journal, and the other remotes' pages of its parts. */
function pageLinks(paths: SalesPaths): OrderPageLinks {
  return {
    journal: paths.orders,
    customer: (id) => withId(paths.userEdit, id),
    ticket: (id) => withId(paths.ticket, id),
    reviews: (status) => reviewsPath(paths, status),
  };
}

/**
 * /admin/orders/{id} (issue 23); an address that is no order id is an unknown page. The moves
 * are the journal's own (its buttons, rules and cancel question), composed in here.
 */
export function OrderRoute({ paths }: { paths: SalesPaths }) {
  const { t } = useSalesTranslation();
  const id = routeId(useParams().id);
  if (id === null) {
    return <NotFoundPage links={[{ to: paths.orders, label: t('app.toOrders') }]} />;
  }
  // A new id is a new page: a note typed on one order must not stay for the next.
  return (
    <OrderPage
      key={id}
      id={id}
      links={pageLinks(paths)}
      actions={(order) => <OrderActions order={order} />}
    />
  );
}
