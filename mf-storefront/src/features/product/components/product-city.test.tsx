import { densityCappedSizes, PRODUCT_IMAGE_SIZES } from '@storefront/shared/images';
import { jsonResponse } from '@storefront/shared/testing';
import { deferred, stubApi } from '@storefront/shared/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cities, makeProduct, makeReviewsPage } from '../../../testing/fixtures';
import { location, navigation, renderStorefront } from '../../../testing/render-storefront';
import { CITY_STORAGE_KEY } from '../../../utils/city-storage';
import { THUMBNAIL_SIZES } from '../../../utils/image-sizes';

const spb = { id: 7, name: 'Санкт-Петербург', on_sale: 1 };

function stubProduct(
  byCity: (cityId: string | null) => ReturnType<typeof makeProduct> | Promise<Response>,
) {
  return stubApi({
    'GET /shop/cities': jsonResponse(200, [...cities, spb]),
    'GET /shop/products/5': (call) => {
      const answer = byCity(call.query.get('city_id'));
      return answer instanceof Promise ? answer : jsonResponse(200, answer);
    },
    'GET /shop/coupons': jsonResponse(200, []),
    'GET /reviews/': jsonResponse(200, makeReviewsPage(1, 0)),
  });
}

const outOfStockInKazan = makeProduct({
  districts: [],
  other_cities: [
    { id: 2, name: 'Москва' },
    { id: 7, name: 'Санкт-Петербург' },
  ],
});

describe("the product page's city", () => {
  it('names the city of its address and changes it with a select, replacing the address', async () => {
    const moscow = deferred();
    const api = stubProduct((city) => (city === '2' ? moscow.respond() : makeProduct()));
    renderStorefront('/products/5?city=4', null);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Цена и наличие в городе Казань' }),
    ).toBeInTheDocument();
    const select = screen.getByLabelText('Город');
    expect(select).toHaveValue('4');
    await userEvent.selectOptions(select, 'Москва');
    await waitFor(() => expect(location()).toBe('/products/5?city=2'));
    expect(navigation()).toBe('REPLACE');
    expect(localStorage.getItem(CITY_STORAGE_KEY)).toBe('2');
    await waitFor(() =>
      expect(api.to('GET', '/shop/products/5').map((c) => c.query.get('city_id'))).toEqual([
        '4',
        '2',
      ]),
    );
    // On its way: 'Город' stays where it was, Kazan's districts are not offered meanwhile.
    expect(screen.getByLabelText('Город')).toBe(select);
    expect(screen.getByLabelText('Район').closest('[inert]')).not.toBeNull();
    moscow.answer(jsonResponse(200, makeProduct({ city: { id: 2, name: 'Москва' } })));
    await waitFor(() => expect(screen.getByLabelText('Район').closest('[inert]')).toBeNull());
    expect(
      await screen.findByRole('heading', { name: 'Цена и наличие в городе Москва' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ко всем товарам' })).toHaveAttribute(
      'href',
      '/products?city=2',
    );
  });

  it('puts the resolved city in an address that has none', async () => {
    stubProduct(() => makeProduct());
    renderStorefront('/products/5', null);
    await screen.findByRole('heading', { name: 'Цена и наличие в городе Казань' });
    await waitFor(() => expect(location()).toBe('/products/5?city=4'));
  });

  it('says where else it is in stock, with links that switch the city', async () => {
    stubProduct((city) =>
      city === '7'
        ? makeProduct({ districts: [{ id: 31, name: 'Невский', quantity: 2 }] })
        : outOfStockInKazan,
    );
    renderStorefront('/products/5?city=4', null);
    expect(await screen.findByText('Нет в наличии')).toBeInTheDocument();
    const elsewhere = screen.getByRole('list', { name: 'Есть в наличии в других городах:' });
    const links = within(elsewhere).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Москва', '/products/5?city=2'],
      ['Санкт-Петербург', '/products/5?city=7'],
    ]);
    await userEvent.click(links[1] as HTMLElement);
    expect(location()).toBe('/products/5?city=7');
    expect(navigation()).toBe('PUSH');
    expect(localStorage.getItem(CITY_STORAGE_KEY)).toBe('7');
    expect(await screen.findByLabelText('Район')).toBeInTheDocument();
    expect(screen.getByLabelText('Город')).toHaveValue('7');
    expect(screen.queryByText('Нет в наличии')).not.toBeInTheDocument();
  });

  it("keeps 'Нет в наличии' alone when it is nowhere in stock", async () => {
    stubProduct(() => makeProduct({ districts: [], other_cities: [] }));
    renderStorefront('/products/5?city=4', null);
    expect(await screen.findByText('Нет в наличии')).toBeInTheDocument();
    expect(screen.queryByText('Есть в наличии в других городах:')).not.toBeInTheDocument();
  });

  it('fetches its main picture first at the size the gallery shows, the thumbnails small', async () => {
    stubProduct(() => makeProduct());
    renderStorefront('/products/5?city=4', null);
    const main = await screen.findByRole('img', { name: 'Кофе в зёрнах: изображение 1 из 2' });
    expect(main).toHaveAttribute('sizes', densityCappedSizes(PRODUCT_IMAGE_SIZES));
    expect(main.getAttribute('srcset')).toContain('/api/v1/upload/files/logo.png/960.jpg 960w');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('width', '960');
    const thumbs = screen.getByRole('group', { name: 'Изображения товара' });
    for (const thumb of thumbs.querySelectorAll('img')) {
      expect(thumb).toHaveAttribute('sizes', densityCappedSizes(THUMBNAIL_SIZES));
      expect(thumb).toHaveAttribute('loading', 'lazy');
      expect(thumb).toHaveAttribute('width', '56');
    }
  });
});
