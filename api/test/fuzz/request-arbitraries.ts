/**
 * One OpenAPI operation to an arbitrary of whole requests: path and query parameters, a body in
 * the operation's media type (JSON, form, multipart), and who sends it. The body is sometimes
 * replaced by something that is not what the route expects at all.
 */
import fc, { type Arbitrary } from 'fast-check';
import { HOSTILE_BODIES } from '../helpers/hostile-bodies.ts';
import { gif, jpeg, multipart, png, svg } from '../helpers/images.ts';
import { hostileValue, type JsonSchema, mostlyValid } from './schema-arbitraries.ts';

export interface Operation {
  method: string;
  path: string;
  parameters?: {
    in: 'path' | 'query' | 'header';
    name: string;
    required?: boolean;
    schema: JsonSchema;
  }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** Who sends a request: the test maps each to a header (or none). */
export type Actor = 'guest' | 'forged' | 'customer' | 'admin';

export interface FuzzRequest {
  method: string;
  url: string;
  actor: Actor;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const actors = fc.constantFrom<Actor>('guest', 'forged', 'customer', 'admin', 'admin', 'admin');

/** A JSON value `depth` levels deep: valid in every other respect, and never to be walked. */
const deeplyNested = fc
  .tuple(fc.integer({ min: 33, max: 5_000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => {
    const close = open === '[' ? ']' : '}';
    const inner = open === '[' ? '' : '1';
    return `${open.repeat(depth)}${inner}${close.repeat(depth)}`;
  });

/** Bodies shaped to stall a server: deep, wide, or both (test/helpers/hostile-bodies.ts). */
const hostileJson: Arbitrary<string> = fc.oneof(
  fc.constantFrom(...Object.values(HOSTILE_BODIES)),
  deeplyNested,
  fc.integer({ min: 1_000, max: 200_000 }).map((n) => JSON.stringify(new Array(n).fill(0))),
);

/** Text of a parameter value in a URL: valid values, and what a hand-typed URL could hold. */
function parameterText(schema: JsonSchema): Arbitrary<string> {
  return mostlyValid(schema).map((value) =>
    typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
  );
}

function urlArbitrary(op: Operation): Arbitrary<string> {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  // An empty segment would address another route (`/users/` is the list), not this one; so
  // would a dot segment, which URL parsing resolves (`/products/.` is `/products/`).
  const pathValues = fc.tuple(
    ...pathParams.map((p) =>
      parameterText(p.schema).filter((text) => text !== '' && text !== '.' && text !== '..'),
    ),
  );
  const queryValues = fc.tuple(
    ...queryParams.map((p) => fc.option(parameterText(p.schema), { freq: p.required ? 20 : 2 })),
  );
  return fc.tuple(pathValues, queryValues).map(([pathTexts, queryTexts]) => {
    let url = op.path;
    pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, encodeURIComponent(pathTexts[i] ?? ''));
    });
    const query = new URLSearchParams();
    queryParams.forEach((p, i) => {
      const text = queryTexts[i];
      if (text !== null && text !== undefined) query.append(p.name, text);
    });
    const search = query.toString();
    return search ? `${url}?${search}` : url;
  });
}

const fileContents = fc.constantFrom(png(), jpeg(), gif(), svg(), Buffer.from('plain text'));
const fileParts = fc.array(
  fc.record({
    field: fc.constantFrom('files', 'file', 'other'),
    filename: fc.constantFrom('a.png', '../../x.png', 'имя файла.jpg', 'x.svg', ''),
    contentType: fc.constantFrom('image/png', 'image/svg+xml', 'text/plain', 'application/x-evil'),
    content: fileContents,
  }),
  { maxLength: 6 },
);

type Body = Pick<FuzzRequest, 'headers' | 'payload'>;

const asJson = (payload: string): Body => ({
  headers: { 'content-type': 'application/json' },
  payload,
});

function bodyArbitrary(op: Operation): Arbitrary<Body> {
  const content = op.requestBody?.content ?? {};
  const [mediaType] = Object.keys(content);
  // A route that takes no body still receives one now and then: it must never be parsed.
  if (!mediaType) {
    return fc.oneof(
      { weight: 9, arbitrary: fc.constant<Body>({ headers: {} }) },
      { weight: 1, arbitrary: hostileJson.map(asJson) },
    );
  }
  if (mediaType === 'multipart/form-data') {
    return fileParts.map((parts) => {
      const { payload, headers } = multipart(parts);
      return { payload, headers };
    });
  }
  const schema = content[mediaType]?.schema ?? {};
  const value = fc.oneof(
    { weight: 9, arbitrary: mostlyValid(schema) },
    { weight: 1, arbitrary: hostileValue },
  );
  if (mediaType === 'application/x-www-form-urlencoded') {
    return value.map((v) => {
      const form = new URLSearchParams();
      if (v && typeof v === 'object' && !Array.isArray(v)) {
        for (const [k, x] of Object.entries(v)) {
          // Objects made with a null prototype (fast-check makes some) have no String().
          form.append(k, typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x));
        }
      }
      return { headers: { 'content-type': mediaType }, payload: form.toString() };
    });
  }
  // JSON, and now and then text that is not JSON, not what it claims to be, or hostile.
  return fc.oneof(
    {
      weight: 18,
      arbitrary: value.map((v) => ({
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(v) ?? 'null',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { headers: { 'content-type': 'application/json' }, payload: '{"unterminated": ' },
        { headers: { 'content-type': 'text/plain' }, payload: 'hello' },
      ),
    },
    {
      weight: 1,
      arbitrary: hostileJson.map(asJson),
    },
  );
}

export function requestArbitrary(op: Operation): Arbitrary<FuzzRequest> {
  return fc.tuple(urlArbitrary(op), bodyArbitrary(op), actors).map(([url, body, actor]) => ({
    method: op.method.toUpperCase(),
    url,
    actor,
    headers: body.headers,
    payload: body.payload,
  }));
}
