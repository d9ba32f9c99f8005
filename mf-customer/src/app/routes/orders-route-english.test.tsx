import { jsonResponse } from '@storefront/shared/testing';
import { inEnglish } from '@storefront/shared/testing/english';
import { page } from '@storefront/shared/testing/fixtures';
import { findRows } from '@storefront/shared/testing/lists';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { makeOrder } from '../../testing/fixtures';
import { renderCustomerApp } from '../../testing/render-customer-app';
import { findPageHeading, findPageText } from '../../testing/shop-api';

describe('/user/orders in English', () => {
  inEnglish();

  it('words the orders and their statuses in English', async () => {
    stubApi({
      'GET /orders/my': jsonResponse(
        200,
        page('orders', [
          makeOrder({ status: 'awaiting_approval', quantity: 1 }),
          makeOrder({ id: 2, status: 'canceled' }),
        ]),
      ),
    });
    renderCustomerApp('/user/orders');
    expect(await findPageHeading('My orders')).toBeInTheDocument();
    const rows = await findRows('Orders');
    expect(rows[0]).toHaveTextContent('No. 1000');
    expect(rows[0]).toHaveTextContent('Awaiting approval');
    expect(rows[0]).toHaveTextContent('1 pc.');
    expect(rows[0]).toHaveTextContent('RUB 500');
    expect(rows[1]).toHaveTextContent('Canceled');
    expect(rows[1]).toHaveTextContent('2 pcs.');
  });

  it("says the stub's sentence in English when there are none", async () => {
    stubApi({ 'GET /orders/my': jsonResponse(200, page('orders', [])) });
    renderCustomerApp('/user/orders');
    expect(await findPageText('Your orders will appear here.')).toBeInTheDocument();
  });
});
