import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MESSAGES } from '../../../src/i18n/messages.ts';
import { newAdmin } from '../../helpers/accounts.ts';
import { useApp } from '../../helpers/app.ts';
import { databaseState } from '../../helpers/database-state.ts';

// What the schemas let through and the database cannot take (found by test/fuzz), and the
// router's own refusals: each a 4xx in the API's `{detail}` form, never a 500.
describe('input the schemas cannot refuse', () => {
  const ctx = useApp('pglite');

  const get = async (url: string) => {
    const admin = await newAdmin(ctx.app);
    return ctx.app.inject({ url, headers: admin.headers });
  };

  it('refuses a query number that would coerce to Infinity with 422: it is not decimal', async () => {
    for (const url of ['/api/v1/cities/?size=1e309', '/api/v1/admin/users/?page=-1e309']) {
      const res = await get(url);
      assert.equal(res.statusCode, 422, url);
      assert.equal(res.json().detail[0].type, 'integer_type');
    }
  });

  it('refuses a body number that parses to Infinity with 422', async () => {
    const admin = await newAdmin(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/tasks/',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"title": "Задача", "assigned_to": 1e309}',
    });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().detail[0].loc, ['body', 'assigned_to']);
  });

  it('refuses a path id that coerces to Infinity with 422', async () => {
    const res = await get('/api/v1/cities/1e309');
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().detail[0].loc, ['path', 'id']);
  });

  it('refuses the NUL character in a query, and in a body without changing anything', async () => {
    const search = await get('/api/v1/products/?search=a%00b');
    assert.equal(search.statusCode, 422);
    assert.deepEqual(search.json().detail[0].loc, ['query', 'search']);
    assert.equal(search.json().detail[0].msg, MESSAGES.nulCharacter.ru);

    const admin = await newAdmin(ctx.app);
    const before = await databaseState(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/tasks/',
      headers: admin.headers,
      payload: { title: 'Задача', description: 'раз\u0000два' },
    });
    assert.equal(res.statusCode, 422);
    assert.deepEqual(res.json().detail[0].loc, ['body', 'description']);
    assert.equal(await databaseState(ctx.app), before);
  });

  it("answers the router's refusals in the same {detail} form", async () => {
    const badEscape = await get('/api/v1/cities/%E0%A4%A');
    assert.equal(badEscape.statusCode, 400);
    assert.equal(badEscape.json().detail, 'Некорректный адрес запроса');
    const longParam = await get(`/api/v1/cities/${'9'.repeat(500)}`);
    assert.equal(longParam.statusCode, 414);
    assert.equal(longParam.json().detail, 'Слишком длинный параметр в адресе запроса');
  });
});
