/**
 * Schema-driven fuzzing of every route in the OpenAPI document (the security checklist's
 * reliability test 2): per operation, FUZZ_RUNS generated requests (500 by default) from its
 * own parameter and body schemas, sent as a guest, with a forged token, as a customer and as a
 * superuser. Every answer must pass `problemWith`: no 5xx, no leaked internals, a documented
 * status with a body valid against its schema. On one backend (PostgreSQL when DATABASE_URL is
 * set, the production one): the route code under test is the same on both.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { type Account, createAccount, newAdmin } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/app.ts';
import { createTestDatabase, oneBackend } from '../helpers/databases.ts';
import {
  type Actor,
  type FuzzRequest,
  type Operation,
  requestArbitrary,
} from './request-arbitraries.ts';
import { problemWith } from './response-checks.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
// Its signature is wrong: the server must refuse it exactly like a missing one.
const FORGED =
  'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwidmVyIjowfQ.c2lnbmF0dXJlLWZvcmdlZA';

/** Routes that change the caller's own account: each run gets fresh accounts. */
const SELF_SERVICE = /^\/api\/v1\/auth\/(me|change-password)$/;

function operationsOf(document: { paths: Record<string, Record<string, object>> }): Operation[] {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ ...(op as Operation), method, path })),
  );
  // Creating calls first: their rows are what the later reads, updates and deletes then find.
  const creates = (op: Operation) => op.method === 'post' && !op.path.includes('{');
  return [...operations.filter(creates), ...operations.filter((op) => !creates(op))];
}

const backend = oneBackend();

test(`every route answers fuzzed requests within its documented contract [${backend}]`, {
  skip: backend === null ? 'run by the PostgreSQL test process' : false,
}, async (t) => {
  const database = await createTestDatabase(backend ?? 'pglite');
  const app = await buildTestApp(database.config);
  t.after(async () => {
    await app.close();
    await database.drop();
  });
  const operations = operationsOf(app.swagger() as never);
  assert.ok(operations.length > 60, 'the OpenAPI document lists every route');

  let accounts = await freshAccounts();
  async function freshAccounts(): Promise<Record<'customer' | 'admin', Account>> {
    return {
      customer: await createAccount(app, { role: 'customer' }),
      admin: await newAdmin(app),
    };
  }
  const authorization = (actor: Actor): Record<string, string> => {
    if (actor === 'guest') return {};
    if (actor === 'forged') return { authorization: FORGED };
    return accounts[actor].headers;
  };

  for (const op of operations) {
    await t.test(`${op.method.toUpperCase()} ${op.path}`, async () => {
      accounts = await freshAccounts();
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op), async (request: FuzzRequest) => {
          if (SELF_SERVICE.test(op.path)) accounts = await freshAccounts();
          const answer = await app.inject({
            method: request.method as never,
            url: request.url,
            headers: { ...request.headers, ...authorization(request.actor) },
            payload: request.payload,
          });
          const problem = problemWith(op, {
            statusCode: answer.statusCode,
            headers: answer.headers,
            body: answer.body,
          });
          assert.equal(
            problem,
            null,
            `${request.method} ${request.url} as ${request.actor}: ${problem}`,
          );
        }),
        { numRuns: RUNS, includeErrorInReport: true },
      );
    });
  }
});
