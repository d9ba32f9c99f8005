// Seeds a fresh product the way an admin would fill a shop from a phone's photos (issue 21): one
// city with one district, then per photo: POST /upload/single (as the admin form does), the
// product with that upload as its logo and a price, and its stock in the district.
import { type Photo, readPhoto } from './phone-photos';

export interface Admin {
  username: string;
  password: string;
}

export interface PhoneShop {
  token: string;
  cityId: number;
  districtId: number;
  /** In creation order; the first is 'Товар 01', also first by name. */
  products: { id: number; name: string; logo: string; price: string }[];
}

export async function signIn(url: string, admin: Admin): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...admin }).toString(),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** One API call; without `body` none is sent (the confirm and moderation calls take none). */
async function call<T>(url: string, token: string, method: string, path: string, body?: object) {
  const res = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** POST /upload/single, multipart field `file`, as the admin's product form sends a photo. */
export async function upload(url: string, token: string, photo: Photo): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([readPhoto(photo)], { type: 'image/jpeg' }), photo.name);
  const res = await fetch(`${url}/api/v1/upload/single`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload ${photo.name}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { url: string }).url;
}

const DESCRIPTION =
  'Снято на телефон: обычная фотография 4000×3000, как её загружает владелец магазина. ' +
  'Описание товара в несколько предложений, чтобы страница товара выглядела как настоящая: ' +
  'состав, размеры, уход и условия получения в пункте выдачи вашего района.';

export async function seedPhoneShop(
  url: string,
  admin: Admin,
  photos: Photo[],
): Promise<PhoneShop> {
  const token = await signIn(url, admin);
  const city = await call<{ id: number }>(url, token, 'POST', '/cities/', { name: 'Москва' });
  const district = await call<{ id: number }>(url, token, 'POST', '/districts/', {
    name: 'Центральный',
    city_id: city.id,
  });
  const products: PhoneShop['products'] = [];
  for (const [index, photo] of photos.entries()) {
    const logo = await upload(url, token, photo);
    const name = `Товар ${String(index + 1).padStart(2, '0')}`;
    const price = `${1000 + index * 150}.00`;
    const product = await call<{ id: number }>(url, token, 'POST', '/products/', {
      name,
      description: DESCRIPTION,
      logo_image: logo,
      price,
    });
    await call(url, token, 'PUT', `/products/${product.id}/stock`, {
      stock: [{ district_id: district.id, quantity: 10 + index }],
    });
    products.push({ id: product.id, name, logo, price });
  }
  return { token, cityId: city.id, districtId: district.id, products };
}

const REVIEWS = [
  {
    rating: 5,
    text: 'Фото в карточке честное: пришло ровно то, что на снимке. Забрал в тот же день.',
  },
  { rating: 4, text: 'Хороший товар, всё как в описании. Пункт выдачи рядом с метро, удобно.' },
];

/**
 * Published reviews of `product`, each as a customer really leaves one: registered, topped up
 * through the test provider, the product bought in the district, the order completed by the
 * admin, the review written and published by the admin.
 */
export async function publishReviews(
  url: string,
  shop: PhoneShop,
  product: PhoneShop['products'][number],
) {
  for (const [index, review] of REVIEWS.entries()) {
    const buyer = { username: `buyer${index + 1}`, password: 'bench-buyer-password' };
    const registered = await fetch(`${url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(buyer),
    });
    if (!registered.ok)
      throw new Error(`register: ${registered.status} ${await registered.text()}`);
    const token = await signIn(url, buyer);
    const payment = await call<{ id: string }>(url, token, 'POST', '/payments', {
      amount: '5000.00',
    });
    await call(url, token, 'POST', `/payments/${payment.id}/confirm`);
    const order = await call<{ id: number }>(url, token, 'POST', '/orders', {
      product_id: product.id,
      district_id: shop.districtId,
      quantity: 1,
      expected_total: product.price,
    });
    await call(url, shop.token, 'POST', `/admin/orders/${order.id}/complete`);
    const written = await call<{ id: number }>(url, token, 'POST', '/reviews/', {
      order_id: order.id,
      ...review,
    });
    await call(url, shop.token, 'POST', `/admin/reviews/${written.id}/publish`);
  }
  return REVIEWS.length;
}
