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
  products: { id: number; name: string; logo: string }[];
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

async function call<T>(url: string, token: string, method: string, path: string, body: object) {
  const res = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
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
    const product = await call<{ id: number }>(url, token, 'POST', '/products/', {
      name,
      description: DESCRIPTION,
      logo_image: logo,
      price: `${1000 + index * 150}.00`,
    });
    await call(url, token, 'PUT', `/products/${product.id}/stock`, {
      stock: [{ district_id: district.id, quantity: 10 + index }],
    });
    products.push({ id: product.id, name, logo });
  }
  return { token, cityId: city.id, districtId: district.id, products };
}
