// Customers for the purchase benchmark, made the way real ones are: registered and signed in
// through the API, their balance topped up through POST /payments and the test provider's
// POST /payments/{id}/confirm (so the ledger holds a 'topup' row for every rouble). A few at a
// time: registration and sign-in hash passwords (argon2) on the API's thread pool.
import { signIn } from './load';

const PASSWORD = 'bench-customer-1'; // every customer's
const AT_ONCE = 4;

/** A POST as `token`'s user (none: anonymous), with a JSON body unless `body` is undefined. */
async function call(base: string, path: string, token: string | null, body?: object) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ id: string; status: string }>;
}

/** `amounts`: each top-up in roubles (100 to 100,000 each, the provider's limits). */
export async function topUp(base: string, token: string, amounts: string[]): Promise<void> {
  for (const amount of amounts) {
    const payment = await call(base, '/api/v1/payments', token, { amount });
    // The confirmation takes no body (the API refuses one).
    const paid = await call(base, `/api/v1/payments/${payment.id}/confirm`, token);
    if (paid.status !== 'succeeded') throw new Error(`payment ${payment.id}: ${paid.status}`);
  }
}

async function customer(base: string, i: number, amounts: string[]): Promise<string> {
  const username = `bench-customer-${i}`;
  await call(base, '/api/v1/auth/register', null, { username, password: PASSWORD });
  const token = await signIn(base, { username, password: PASSWORD });
  await topUp(base, token, amounts);
  return token;
}

/** `count` signed-in customers with their balances topped up; answers their tokens. */
export async function customers(base: string, count: number, amounts: string[]) {
  const tokens: string[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      tokens[i] = await customer(base, i, amounts);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return tokens;
}
