import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MESSAGES } from '../../src/i18n/messages.ts';
import { toErrorReply } from '../../src/lib/error-reply.ts';
import { HttpError, unauthorized } from '../../src/lib/http-errors.ts';

/** drizzle's DrizzleQueryError: the SQL in the message, the driver error as the cause. */
function drizzleError(code: string, message = 'boom'): Error {
  const cause = Object.assign(new Error(message), { code });
  return new Error('Failed query: select "password_hash" from "users" where ...', { cause });
}

describe('toErrorReply', () => {
  it('never leaks SQL or stack traces of 5xx errors', () => {
    const reply = toErrorReply(drizzleError('42P01', 'relation "users" does not exist'));
    assert.equal(reply.status, 500);
    assert.deepEqual(reply.body, { detail: 'Внутренняя ошибка сервера' });
    assert.equal(toErrorReply(new TypeError('x is undefined')).status, 500);
    assert.equal(toErrorReply('a thrown string').status, 500);
  });

  it('maps an unreachable database to 503 with a Russian detail', () => {
    for (const err of [
      drizzleError('ECONNREFUSED'),
      drizzleError('57P01'),
      new Error('Connection terminated unexpectedly'),
      new Error('PGlite is closed'),
    ]) {
      const reply = toErrorReply(err);
      assert.equal(reply.status, 503);
      assert.deepEqual(reply.body, {
        detail: 'База данных временно недоступна. Попробуйте позже.',
      });
    }
  });

  it('keeps deliberate errors with their headers, in the language asked for', () => {
    const error = new HttpError(401, { ru: 'нет', en: 'nope' }, { 'www-authenticate': 'Bearer' });
    assert.deepEqual(toErrorReply(error, 'en'), {
      status: 401,
      body: { detail: 'nope' },
      headers: { 'www-authenticate': 'Bearer' },
      language: 'en',
    });
    assert.deepEqual(toErrorReply(error).body, { detail: 'нет' });
  });

  it('names no language for a text that reads the same in both (FastAPI constants)', () => {
    const reply = toErrorReply(unauthorized(MESSAGES.notAuthenticated), 'en');
    assert.deepEqual(reply.body, { detail: 'Not authenticated' });
    assert.equal(reply.language, undefined);
  });

  it('turns ajv errors into FastAPI items with loc', () => {
    const err = Object.assign(new Error('body/username'), {
      statusCode: 400,
      validationContext: 'querystring',
      validation: [
        { keyword: 'minimum', instancePath: '/page', schemaPath: '', params: { limit: 1 } },
      ],
    });
    const reply = toErrorReply(err);
    assert.equal(reply.status, 422);
    assert.deepEqual(reply.body, {
      detail: [
        { loc: ['query', 'page'], msg: 'Должно быть не меньше 1', type: 'greater_than_equal' },
      ],
    });
    assert.deepEqual(toErrorReply(err, 'en').body, {
      detail: [
        {
          loc: ['query', 'page'],
          msg: 'Input should be greater than or equal to 1',
          type: 'greater_than_equal',
        },
      ],
    });
  });

  it('passes 4xx Fastify errors through, in Russian where a browser can trigger them', () => {
    const err = Object.assign(new Error('Unsupported Media Type'), {
      statusCode: 415,
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    });
    assert.deepEqual(toErrorReply(err).body, {
      detail: 'Неподдерживаемый тип содержимого запроса',
    });
    assert.deepEqual(toErrorReply(err, 'en').body, { detail: 'Unsupported request content type' });
  });
});
