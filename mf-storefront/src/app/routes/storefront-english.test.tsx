import { jsonResponse } from '@storefront/shared/testing';
import { inEnglish } from '@storefront/shared/testing/english';
import { makeShopSettings } from '@storefront/shared/testing/fixtures';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  makeCard,
  makePage,
  makePayment,
  makeProduct,
  makeReview,
  makeReviewsPage,
} from '../../testing/fixtures';
import { admin, renderStorefront } from '../../testing/render-storefront';

inEnglish();

// City names are the shop's data: Latin ones here, so only the interface's words are checked.
const cities = [
  { id: 4, name: 'Kazan', on_sale: 3 },
  { id: 2, name: 'Moscow', on_sale: 5 },
];

const noCyrillic = () => expect(document.body.textContent).not.toMatch(/[а-яё]/i);

describe('the storefront in English', () => {
  it('shows the catalogue', async () => {
    stubApi({
      'GET /shop/cities': jsonResponse(200, [{ id: 1, name: 'Kazan', on_sale: 2 }]),
      'GET /shop/products': jsonResponse(200, {
        ...makePage(1, 30),
        products: [makeCard(1, { name: 'Coffee', in_stock: false }), makeCard(2, { name: 'Tea' })],
      }),
    });
    renderStorefront('/products', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Show more' })).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toBeInTheDocument();
    expect(screen.getByLabelText('Search products')).toBeInTheDocument();
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Tea/ })).toHaveTextContent('RUB 1,500');
    noCyrillic();
  });

  it('shows the product page with the summary, to an admin who cannot buy', async () => {
    stubApi({
      'GET /shop/cities': jsonResponse(200, cities),
      'GET /shop/products/5': jsonResponse(200, {
        ...makeProduct(),
        name: 'Coffee',
        description: 'Fresh.',
        districts: [
          { id: 11, name: 'Centre', quantity: 3 },
          { id: 12, name: 'Port', quantity: 1 },
        ],
        discounts: [{ id: 3, name: 'Autumn', discount_type: 'fixed', value: '100.00' }],
      }),
      'GET /shop/coupons': jsonResponse(200, []),
      'GET /reviews/': jsonResponse(200, makeReviewsPage(1, 0)),
    });
    renderStorefront('/products/5', admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Coffee' })).toBeInTheDocument();
    expect(screen.getByText('No reviews')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Centre — 3 pcs.' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Port — 1 pc.' })).toBeInTheDocument();
    expect(screen.getByText('Discount “Autumn”: −RUB 100')).toBeInTheDocument();
    expect(screen.getByText('Total: RUB 900')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
    expect(screen.getByText('Only customers can buy')).toBeInTheDocument();
    expect(screen.getByLabelText('Promo code')).toBeInTheDocument();
    // The reviews' code comes apart from the page's (below the fold: shared ui/below-the-fold).
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText('No reviews yet')).toBeInTheDocument();
    noCyrillic();
  });

  it('shows the reviews with stars, the author and the date', async () => {
    stubApi({
      'GET /reviews/': jsonResponse(200, {
        ...makeReviewsPage(1, 45),
        reviews: [makeReview(1, { product_name: 'Coffee', author: 'anna', text: 'Great.' })],
      }),
    });
    renderStorefront('/reviews', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Review list' });
    expect(within(list).getByRole('link', { name: 'Coffee' })).toBeInTheDocument();
    expect(within(list).getByRole('img', { name: 'Rating: 4 of 5' })).toBeInTheDocument();
    expect(within(list).getByText('anna, 20/11/2026')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 3');
    noCyrillic();
  });

  it('shows the contacts with their labels, and the placeholder of unwritten rules', async () => {
    const settings = makeShopSettings({
      phone: '+1 555 0100',
      email: 'shop@example.com',
      address: 'Main St 1',
      working_hours: 'Mon–Fri 10–19',
    });
    stubApi({ 'GET /settings': jsonResponse(200, settings) });
    const { unmount } = renderStorefront('/contacts', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contacts' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '+1 555 0100' })).toBeInTheDocument();
    expect([...document.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Phone',
      'E-mail',
      'Address',
      'Working hours',
    ]);
    noCyrillic();
    unmount();
    renderStorefront('/rules', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rules' })).toBeInTheDocument();
    expect(await screen.findByText('This page is under development.')).toBeInTheDocument();
    noCyrillic();
  });

  it('shows the test payment page', async () => {
    const payment = makePayment();
    stubApi({
      [`GET /payments/${payment.id}`]: jsonResponse(200, payment),
      [`POST /payments/${payment.id}/cancel`]: jsonResponse(200, {
        ...payment,
        status: 'canceled',
      }),
    });
    renderStorefront(`/pay/${payment.id}`);
    expect(await screen.findByRole('heading', { name: 'Test payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeInTheDocument();
    noCyrillic();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Test payment' })).toBeNull());
  });

  it('says the test mode on the test payment page', async () => {
    const payment = makePayment();
    stubApi({
      'GET /shop/payment-mode': jsonResponse(200, { provider: 'test', test_mode: true }),
      [`GET /payments/${payment.id}`]: jsonResponse(200, payment),
    });
    renderStorefront(`/pay/${payment.id}`);
    expect(await screen.findByTestId('test-mode-notice')).toHaveTextContent(
      'Test mode: no money is charged',
    );
    noCyrillic();
  });

  it.each([
    ['pending', ['Balance top-up', 'Waiting for the payment system to confirm…', 'Go to payment']],
    ['succeeded', ['Your balance has been topped up by RUB 500', 'My finances']],
    ['canceled', ['The payment was canceled', 'My finances']],
  ] as const)("shows the gateway's return page, %s", async (status, texts) => {
    const payment = makePayment({
      provider: 'yookassa',
      status,
      confirmation_url: 'https://yoomoney.ru/checkout/payments/v2/contract?orderId=1',
    });
    stubApi({
      'GET /shop/payment-mode': jsonResponse(200, { provider: 'yookassa', test_mode: false }),
      [`GET /payments/${payment.id}`]: jsonResponse(200, payment),
    });
    renderStorefront(`/pay/${payment.id}`);
    for (const text of texts) expect(await screen.findByText(text)).toBeInTheDocument();
    noCyrillic();
  });

  it('says the price changed, shows the new total and names a code not yet applied', async () => {
    const detail = 'The price has changed: the total is now RUB 2,000. Check it and confirm.';
    let price = '1000.00';
    const english = {
      ...makeProduct(),
      name: 'Coffee',
      description: 'Fresh.',
      districts: [{ id: 11, name: 'Centre', quantity: 3 }],
    };
    stubApi({
      'GET /shop/cities': jsonResponse(200, cities),
      'GET /shop/products/5': () => jsonResponse(200, { ...english, price }),
      'GET /shop/coupons': jsonResponse(200, []),
      'POST /shop/coupon-check': jsonResponse(200, { valid: false, detail: null }),
      'GET /reviews/': jsonResponse(200, makeReviewsPage(1, 0)),
      'POST /orders': () => {
        price = '2000.00';
        return jsonResponse(409, { code: 'price_changed', detail, total: '2000.00' });
      },
    });
    renderStorefront('/products/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Buy' }));
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(await screen.findByText('Total: RUB 2,000')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Promo code'), 'SAVE100');
    await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(
      await screen.findByText(
        'Promo code “SAVE100” is not in the total yet: press “Apply” or clear the field.',
      ),
    ).toBeInTheDocument();
    noCyrillic();
  });

  it("shows the home page in both states, and the catalogue's sort and struck price", async () => {
    stubApi({
      'GET /shop/cities': jsonResponse(
        200,
        cities.map((city) => ({ ...city, on_sale: 0 })),
      ),
    });
    const empty = renderStorefront('/', null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The site is under development' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The store opens here soon. Already available:')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Multiple languages' })).toBeInTheDocument();
    noCyrillic();
    empty.unmount();

    stubApi({
      'GET /shop/cities': jsonResponse(200, cities),
      'GET /shop/products': jsonResponse(200, {
        ...makePage(1, 2),
        products: [makeCard(1, { name: 'Tea', price: '90.00', price_before_discount: '100.00' })],
      }),
      'GET /reviews/': jsonResponse(200, {
        ...makeReviewsPage(1, 1),
        reviews: [makeReview(1, { product_name: 'Tea', author: 'anna', text: 'Great.' })],
      }),
      'GET /settings': jsonResponse(200, makeShopSettings({ shop_name: 'Tea House' })),
    });
    const front = renderStorefront('/', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tea House' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'On sale in Kazan' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'All products' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'All reviews' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What the site offers' })).toBeInTheDocument();
    expect(document.querySelector('del')).toHaveTextContent(/^Old price: RUB 100$/);
    noCyrillic();
    front.unmount();

    renderStorefront('/products', null);
    const sort = await screen.findByLabelText('Sort');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'By name',
      'Newest first',
      'Price: low to high',
      'Price: high to low',
      'Top rated first',
    ]);
    noCyrillic();
  });
});
