import { jsonResponse } from '@storefront/shared/testing';
import { makeShopSettings } from '@storefront/shared/testing/fixtures';
import { stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import { cities, makePage, makeReviewsPage } from '../../../testing/fixtures';
import { location, renderStorefront } from '../../../testing/render-storefront';

const nothingOnSale = cities.map((city) => ({ ...city, on_sale: 0 }));

function stubHome(list = cities) {
  return stubApi({
    'GET /shop/cities': jsonResponse(200, list),
    'GET /shop/products': (call) => jsonResponse(200, makePage(1, Number(call.query.get('size')))),
    'GET /reviews/': (call) =>
      jsonResponse(200, makeReviewsPage(1, Number(call.query.get('size')))),
    'GET /settings': jsonResponse(200, makeShopSettings({ shop_name: 'Чайная лавка' })),
  });
}

const featureTitles = ['Мобильная версия', 'Десктопная версия', 'Тёмная тема', 'Мультиязычность'];

describe('the home page', () => {
  it("is the seed's page while nothing is on sale, and asks for nothing more", async () => {
    const api = stubHome(nothingOnSale);
    renderStorefront('/', null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Сайт находится в разработке' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Скоро здесь откроется магазин. Уже сейчас доступно:'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      featureTitles,
    );
    expect(
      screen.getByText('Тёмная тема включена по умолчанию, светлую можно выбрать одним нажатием.'),
    ).toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toEqual(['/shop/cities']);
  });

  it('is the shop: its name, the first cards on sale in the city, the latest reviews, the cards', async () => {
    const api = stubHome();
    renderStorefront('/', null);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Чайная лавка' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'В продаже в городе Казань' }),
    ).toBeInTheDocument();
    const products = await screen.findByRole('list', { name: 'Товары в продаже' });
    const cards = within(products).getAllByRole('listitem');
    expect(cards).toHaveLength(8);
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/products/1?city=4',
    );
    expect(screen.getByRole('link', { name: 'Все товары' })).toHaveAttribute(
      'href',
      '/products?city=4',
    );
    const reviews = await screen.findByRole('list', { name: 'Последние отзывы покупателей' });
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(3);
    expect(within(reviews).getAllByRole('link', { name: 'Кофе в зёрнах' })[0]).toHaveAttribute(
      'href',
      '/products/5?city=4',
    );
    expect(screen.getByRole('link', { name: 'Все отзывы' })).toHaveAttribute(
      'href',
      '/reviews?city=4',
    );
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Товар 1',
    );
    const features = screen.getByRole('region', { name: 'Возможности сайта' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(featureTitles);
    await waitFor(() => expect(location()).toBe('/?city=4'));
    // Only what it shows: 8 cards of the first page in the default order, 3 reviews.
    const asked = api.to('GET', '/shop/products').map((c) => Object.fromEntries(c.query));
    expect(asked).toEqual([{ city_id: '4', sort: 'name', page: '1', size: '8' }]);
    expect(api.to('GET', '/reviews/').map((c) => Object.fromEntries(c.query))).toEqual([
      { page: '1', size: '3' },
    ]);
  });

  it('says so in a city with nothing on sale, without asking for its products', async () => {
    const api = stubHome([
      { id: 4, name: 'Казань', on_sale: 0 },
      { ...cities[1], on_sale: 2 },
    ] as typeof cities);
    renderStorefront('/?city=4', null);
    expect(await screen.findByText('Товары скоро появятся')).toBeInTheDocument();
    expect(screen.getByLabelText('Город')).toHaveValue('4');
    expect(screen.queryByRole('link', { name: 'Все товары' })).not.toBeInTheDocument();
    expect(api.to('GET', '/shop/products')).toHaveLength(0);
  });

  it("names the shop 'Магазин' while its name is not set", async () => {
    stubApi({
      'GET /shop/cities': jsonResponse(200, cities),
      'GET /shop/products': jsonResponse(200, makePage(1, 2)),
      'GET /reviews/': jsonResponse(200, makeReviewsPage(1, 0)),
      'GET /settings': jsonResponse(200, makeShopSettings()),
    });
    renderStorefront('/', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Магазин' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Товары в продаже' });
    // No reviews yet: the section is left out.
    expect(screen.queryByRole('heading', { name: 'Последние отзывы' })).not.toBeInTheDocument();
  });
});
