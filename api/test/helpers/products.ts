/**
 * The products the catalogue suites send: a valid body, one created, and the table of bad
 * inputs each refused with 422 and changing nothing.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { it } from 'node:test';
import type { App } from '../../src/app.ts';
import type { Account } from './accounts.ts';
import { databaseState } from './database-state.ts';

const URL = '/api/v1/products/';

/** A product body the API takes (a name, a description, the uploaded logo), `fields` over it. */
const productBody = (logo: string, fields: object = {}) => ({
  name: 'Товар',
  description: 'Описание',
  logo_image: logo,
  ...fields,
});

const post = (app: App, admin: Account, payload: object) =>
  app.inject({ method: 'POST', url: URL, headers: admin.headers, payload });

/** POST /api/v1/products as `admin`: a fresh name and `fields` over a valid body; the product. */
export async function createProduct(app: App, admin: Account, logo: string, fields: object = {}) {
  const name = `Товар ${randomBytes(4).toString('hex')}`;
  const res = await post(app, admin, productBody(logo, { name, ...fields }));
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

/** A bad input: its name, the fields put over a valid body, where the refusal points, its text. */
export type Refusal = [name: string, fields: object, loc: (string | number)[], message: RegExp];

/**
 * One test per refusal: POST /api/v1/products with its fields answers 422 whose first detail
 * names `loc` with a text matching `message`, and the database is as it was.
 */
export function itRefusesProducts(
  refusals: readonly Refusal[],
  suite: () => { app: App; admin: Account; logo: string },
) {
  for (const [name, fields, loc, message] of refusals) {
    it(`refuses ${name} with 422 and writes nothing`, async () => {
      const { app, admin, logo } = suite();
      const state = await databaseState(app);
      const res = await post(app, admin, productBody(logo, fields));
      assert.equal(res.statusCode, 422, res.body);
      assert.deepEqual(res.json().detail[0].loc, loc);
      assert.match(res.json().detail[0].msg, message);
      assert.equal(await databaseState(app), state);
    });
  }
}
