/**
 * What every answer to a fuzzed request must satisfy: no 5xx; nothing of the server's insides
 * (stack frames, file paths, SQL, driver messages); a status the route documents, with a body
 * valid against the schema documented for it. The only undocumented statuses allowed are the
 * framework's own refusals that happen before any route code runs.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import type { Operation } from './request-arbitraries.ts';
import type { JsonSchema } from './schema-arbitraries.ts';

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

const LEAKS = [
  /\bat .+\.(ts|js|mjs):\d+/, // a stack frame
  /node_modules|\/work\/|\/src\//,
  /\b(SELECT|INSERT|UPDATE|DELETE)\b.+\b(FROM|INTO|SET|WHERE)\b/i,
  /syntax error at|violates .* constraint|relation ".+"|duplicate key value|drizzle|PGlite|DrizzleQueryError/i,
  /TypeError|ReferenceError|Cannot read propert/,
];

/** Bad JSON or %-escapes, a wrong content type, an oversized body or path parameter: refused before the route's own code runs. */
const FRAMEWORK_REFUSALS = new Set([400, 413, 414, 415]);

const ajv = new Ajv({ allErrors: false, strict: false, validateFormats: true });
ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)));
ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
ajv.addFormat('binary', true);

const compiled = new WeakMap<JsonSchema, ValidateFunction>();
function validatorFor(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

const errorShape: JsonSchema = {
  type: 'object',
  required: ['detail'],
  properties: { detail: { type: 'string' } },
};

/** Returns what is wrong with the answer, or null. */
export function problemWith(op: Operation, answer: Answer): string | null {
  const { statusCode, body } = answer;
  if (statusCode >= 500) return `${statusCode}: ${body.slice(0, 300)}`;
  for (const leak of LEAKS) {
    if (leak.test(body)) return `the body leaks ${leak}: ${body.slice(0, 300)}`;
  }
  const documented = op.responses[String(statusCode)];
  const contentType = String(answer.headers['content-type'] ?? '');
  const isJson = contentType.startsWith('application/json');
  if (!documented) {
    if (!FRAMEWORK_REFUSALS.has(statusCode)) return `undocumented status ${statusCode}: ${body}`;
    return isJson && validatorFor(errorShape)(JSON.parse(body)) ? null : `bad refusal: ${body}`;
  }
  const schema = documented.content?.['application/json']?.schema;
  if (!schema || !isJson) return null;
  const validate = validatorFor(schema);
  if (validate(JSON.parse(body))) return null;
  return `${statusCode} does not match its schema (${ajv.errorsText(validate.errors)}): ${body.slice(0, 300)}`;
}
