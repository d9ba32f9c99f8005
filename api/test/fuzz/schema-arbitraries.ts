/**
 * JSON Schema (as the OpenAPI document prints the routes' TypeBox schemas) to fast-check
 * arbitraries. Values are mostly valid, so the requests get past validation into the handlers
 * and the database, and sometimes hostile, so validation itself is attacked: wrong types,
 * boundary and overflowing numbers, SQL and LIKE metacharacters, control characters, traversal,
 * and text that looks like other text (invisible, direction and look-alike characters).
 */
import fc, { type Arbitrary } from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
}

const hostileStrings = [
  '',
  ' ',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '%',
  '_%_',
  '\\',
  '\u0000',
  'a\u0000b',
  '../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🙂',
  'ß'.repeat(300),
  'x'.repeat(5000),
  'null',
  'NaN',
  '-1',
  '1e309',
  '2024-13-45T25:61:61Z',
  // Look-alikes of a login or name that exists (root is every test app's superuser).
  'root\u200b',
  '\u202Eroot',
  'r\u043e\u043et',
  '\uff52\uff4f\uff4f\uff54',
  'ROOT',
  '\u0441\u043e\u0440',
  'Моск\u2060ва',
  '\ufeff',
  '\u{e0001}tag',
];

const hostileNumbers = [
  -1,
  0,
  0.5,
  -0.0001,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  Number.MAX_SAFE_INTEGER,
];

/** Anything at all, of the wrong type as often as not. */
export const hostileValue: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...hostileStrings, ...hostileNumbers, null, true, false, [], {}),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

function numberArbitrary(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_000) + (integer ? 1 : 0);
  const max = schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_000) - (integer ? 1 : 0);
  if (integer) {
    // Small ids hit the rows the fuzz test seeded; the bounds are where off-by-ones live.
    const small = fc.integer({ min: Math.max(min, 1), max: Math.max(Math.min(max, 12), min) });
    return fc.oneof(fc.integer({ min, max }), small, fc.constantFrom(min, max));
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function stringArbitrary(schema: JsonSchema): Arbitrary<string> {
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'uuid') return fc.uuid();
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 60, 200);
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
  }
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ unit: 'grapheme', minLength, maxLength }),
    fc
      .constantFrom(...hostileStrings)
      .filter((s) => s.length >= minLength && s.length <= maxLength),
  );
}

function objectArbitrary(schema: JsonSchema, depth: number): Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(([name, property]) =>
    // Required properties are usually present, optional ones half of the time.
    fc
      .tuple(fc.double({ min: 0, max: 1, noNaN: true }), mostlyValid(property, depth + 1))
      .map(([roll, value]) => (roll < (required.has(name) ? 0.95 : 0.5) ? [name, value] : null)),
  );
  const extra = fc.option(fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), hostileValue), {
    freq: 10,
  });
  return fc.tuple(fc.tuple(...entries), extra).map(([pairs, extraPair]) => {
    const result: Record<string, unknown> = {};
    for (const pair of pairs) if (pair) result[pair[0] as string] = pair[1];
    if (extraPair) result[extraPair[0]] = extraPair[1];
    return result;
  });
}

/** A value the schema accepts. */
export function validValue(schema: JsonSchema, depth = 0): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => validValue(s, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringArbitrary(schema);
    case 'array':
      return fc.array(mostlyValid(schema.items ?? {}, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 6),
      });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectArbitrary(schema, depth);
    default:
      return hostileValue;
  }
}

/** Valid nine times in ten, hostile otherwise. */
export function mostlyValid(schema: JsonSchema, depth = 0): Arbitrary<unknown> {
  return fc.oneof(
    { weight: 9, arbitrary: validValue(schema, depth) },
    { weight: 1, arbitrary: hostileValue },
  );
}
