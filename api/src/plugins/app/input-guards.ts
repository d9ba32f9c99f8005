import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../i18n/messages.ts';
import { type FieldIssue, RequestValidationError } from '../../lib/http-errors.ts';

/**
 * Two kinds of input pass the JSON schemas yet cannot be handled, found by the OpenAPI fuzz test
 * (test/fuzz): ajv coerces the query text `1e309` to Infinity and then skips `maximum`, and
 * PostgreSQL text cannot hold the NUL character, so either reached the database as a 500. Run
 * after validation on the coerced values, for every route at once, they answer 422 instead.
 */
type Part = 'query' | 'path' | 'body';
type Key = string | number;

/** A value still to look at, and how it was reached: the path is rebuilt only for an issue. */
interface Visit {
  value: unknown;
  key: Key;
  parent: Visit | null;
}

function locOf(visit: Visit): Key[] {
  const loc: Key[] = [];
  for (let at: Visit | null = visit; at; at = at.parent) loc.push(at.key);
  return loc.reverse();
}

function problemOf(value: unknown): Omit<FieldIssue, 'loc'> | null {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return { msg: MESSAGES.notFinite, type: 'value_error.number' };
  }
  if (typeof value === 'string' && value.includes('\u0000')) {
    return { msg: MESSAGES.nulCharacter, type: 'value_error.str' };
  }
  return null;
}

/**
 * The first problem in document order, found with an explicit stack: linear in the size of the
 * input and safe at any depth (a recursive walk copying the path at every level was quadratic
 * in depth and overflowed the stack on hostile bodies).
 */
function firstIssue(root: unknown, part: Part): FieldIssue | null {
  const stack: Visit[] = [{ value: root, key: part, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    const { value } = visit;
    const problem = problemOf(value);
    if (problem) return { loc: locOf(visit), ...problem };
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) continue;
    const entries: [Key, unknown][] = Array.isArray(value)
      ? value.map((item, i) => [i, item])
      : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [Key, unknown];
      stack.push({ value: item, key, parent: visit });
    }
  }
  return null;
}

function check(request: FastifyRequest): void {
  const parts: [Part, unknown][] = [
    ['query', request.query],
    ['path', request.params],
    ['body', request.body],
  ];
  for (const [part, value] of parts) {
    const issue = firstIssue(value, part);
    if (issue) throw new RequestValidationError([issue]);
  }
}

export default fp(
  async (fastify: FastifyInstance) => {
    fastify.addHook('preHandler', async (request) => check(request));
  },
  { name: 'input-guards' },
);
