// The proof that the public catalogue's cache never serves a stale answer on the process that
// took the change: after the load, an admin changes a price and a stock through the API, and
// the very next GET (on the same process) must show the new value, and a conditional GET with
// the ETag seen before must answer 200 with the new body, not 304. Each check is one row.

interface Check {
  check: string;
  expected: string;
  got: string;
  ok: boolean;
}

interface Card {
  id: number;
  price: string;
  in_stock: boolean;
}
interface Page {
  products: Card[];
}
interface ProductPage {
  price: string;
  districts: { id: number; quantity: number }[];
}

async function get<T>(url: string, etag?: string) {
  const res = await fetch(url, etag ? { headers: { 'if-none-match': etag } } : {});
  const body = res.status === 200 ? ((await res.json()) as T) : null;
  return { status: res.status, etag: res.headers.get('etag') ?? '', body };
}

async function adminPut(base: string, token: string, path: string, body: object) {
  const res = await fetch(`${base}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`PUT ${path}: ${res.status} ${await res.text()}`);
}

/** "1234.50" → "1235.50": one rouble more, in the string (no float arithmetic on money). */
const roubleMore = (price: string) => {
  const [roubles, kopecks] = price.split('.');
  return `${Number(roubles) + 1}.${kopecks ?? '00'}`;
};

/** `catalogue` is a page the load kept cached (its first in-stock card is the one changed). */
export async function proveFresh(base: string, admin: string, catalogue: string, cityId: number) {
  const checks: Check[] = [];
  const record = (check: string, expected: unknown, got: unknown) =>
    checks.push({ check, expected: String(expected), got: String(got), ok: expected === got });
  const page = await get<Page>(`${base}${catalogue}`);
  const card = page.body?.products.find((p) => p.in_stock);
  if (!card) throw new Error(`no in-stock card on ${catalogue}`);
  const productUrl = `${base}/api/v1/shop/products/${card.id}?city_id=${cityId}`;
  await get<ProductPage>(productUrl); // cached now; the next read is a hit
  const before = await get<ProductPage>(productUrl);
  const district = before.body?.districts[0];
  if (!before.body || !district) throw new Error(`product ${card.id} has no district in stock`);

  const price = roubleMore(before.body.price);
  await adminPut(base, admin, `/api/v1/products/${card.id}`, { price });
  const afterPrice = await get<ProductPage>(productUrl);
  record('price: next GET of the product page', price, afterPrice.body?.price);
  const pageAfter = await get<Page>(`${base}${catalogue}`);
  const cardAfter = pageAfter.body?.products.find((p) => p.id === card.id);
  record('price: next GET of the catalogue page', price, cardAfter?.price);
  const productOld = await get<ProductPage>(productUrl, before.etag);
  record('price: product page If-None-Match old ETag', `200 ${price}`, statusAnd(productOld));
  const pageOld = await get<Page>(`${base}${catalogue}`, page.etag);
  const oldCard = pageOld.body?.products.find((p) => p.id === card.id);
  record(
    'price: catalogue If-None-Match old ETag',
    `200 ${price}`,
    `${pageOld.status} ${oldCard?.price}`,
  );

  const quantity = district.quantity + 7;
  await adminPut(base, admin, `/api/v1/products/${card.id}/stock`, {
    stock: [{ district_id: district.id, quantity }],
  });
  const afterStock = await get<ProductPage>(productUrl);
  const held = afterStock.body?.districts.find((d) => d.id === district.id)?.quantity;
  record('stock: next GET of the product page', quantity, held);
  const stockOld = await get<ProductPage>(productUrl, afterPrice.etag);
  const heldOld = stockOld.body?.districts.find((d) => d.id === district.id)?.quantity;
  record(
    'stock: product page If-None-Match old ETag',
    `200 ${quantity}`,
    `${stockOld.status} ${heldOld}`,
  );
  const same = await get<ProductPage>(productUrl, afterStock.etag);
  record('unchanged: If-None-Match current ETag', 304, same.status);
  return checks;
}

const statusAnd = (answer: { status: number; body: ProductPage | null }) =>
  `${answer.status} ${answer.body?.price}`;

/**
 * Across replicas: `paths` (product pages) cached on replica `b`, each price changed through
 * replica `a`, then at once a GET on `b` and a conditional GET with the old ETag. The change
 * reaches `b` by PostgreSQL's notification only, so these count how often it came too late.
 */
export async function proveAcross(a: string, b: string, admin: string, paths: string[]) {
  let fresh = 0;
  let freshConditional = 0;
  let stale = 0;
  for (const path of paths) {
    await get<ProductPage>(`${b}${path}`);
    const before = await get<ProductPage>(`${b}${path}`);
    if (!before.body) throw new Error(`${path}: ${before.status}`);
    const price = roubleMore(before.body.price);
    const id = path.split('/').pop()?.split('?')[0];
    await adminPut(a, admin, `/api/v1/products/${id}`, { price });
    const changed = performance.now();
    const next = await get<ProductPage>(`${b}${path}`);
    if (next.body?.price === price) fresh += 1;
    const conditional = await get<ProductPage>(`${b}${path}`, before.etag);
    if (conditional.status === 200 && conditional.body?.price === price) freshConditional += 1;
    if (next.body?.price === price) continue;
    while ((await get<ProductPage>(`${b}${path}`)).body?.price !== price) {
      if (performance.now() - changed > 5_000) throw new Error(`${path}: stale for 5 s`);
    }
    stale = Math.max(stale, performance.now() - changed);
  }
  const n = paths.length;
  return [
    {
      check: 'price changed on replica 1: next GET on replica 2',
      expected: `${n} of ${n} new`,
      got: `${fresh} of ${n} new`,
      ok: fresh === n,
    },
    {
      check: 'same, replica 2, If-None-Match old ETag',
      expected: `${n} of ${n} 200 new`,
      got: `${freshConditional} of ${n} 200 new`,
      ok: freshConditional === n,
    },
    {
      check: 'replica 2, when stale: longest until the new price (ms)',
      expected: '0',
      got: stale.toFixed(1),
      ok: fresh === n,
    },
  ];
}
