/**
 * Request validation with types kept exactly. Fastify's single ajv coerces everywhere, which
 * stored `{"name": ["x"]}` as "x", `{"name": 12345}` as "12345" and `is_active: "false"` as
 * false, and read `page=0x10` as 16. Here:
 * - JSON bodies are checked without coercion: a value of the wrong type is a 422;
 * - query strings and path parameters are text by nature and still coerced, but a number must
 *   be written in decimal (`-12`, `3.5`): hex, exponents, blanks and `Infinity` are refused
 *   before ajv gets to coerce them.
 * Both compilers come from @fastify/ajv-compiler, so formats and shared schemas behave as
 * Fastify's own.
 */
import AjvCompiler from '@fastify/ajv-compiler';
import { hasInvisibleCharacters, VISIBLE_TEXT_FORMAT } from '@storefront/shared/text-safety';
import type { Ajv, Options as AjvOptions, Plugin } from 'ajv';
import { sharedCompiler } from './compiled-schemas.ts';

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };
type Schema = { properties?: Record<string, { type?: string | string[] }> };
type Factory = ReturnType<typeof AjvCompiler>;
type ExternalSchemas = Parameters<Factory>[0];
type CompilerOptions = { customOptions?: AjvOptions; plugins?: Plugin<unknown>[] };

const DECIMAL = { integer: /^-?\d+$/, number: /^-?\d+(\.\d+)?$/ } as const;
type NumberKind = keyof typeof DECIMAL;

/** Text that shows what it is: no invisible, control or direction-changing characters. */
const visibleTextFormat: Plugin<unknown> = (ajv: Ajv) =>
  ajv.addFormat(VISIBLE_TEXT_FORMAT, {
    type: 'string',
    validate: (text: string) => !hasInvisibleCharacters(text),
  });

function numberKind(type: string | string[] | undefined): NumberKind | null {
  const types = Array.isArray(type) ? type : [type];
  if (types.includes('integer')) return 'integer';
  return types.includes('number') ? 'number' : null;
}

/** Refuses a non-decimal number in query or path text before ajv's coercion reads it. */
function decimalNumbersOnly(validate: Validate, schema: Schema): Validate {
  const fields = Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const kind = numberKind(property.type);
    return kind ? [[name, kind] as const] : [];
  });
  if (fields.length === 0) return validate;
  const checked: Validate = (data) => {
    const values = (data ?? {}) as Record<string, unknown>;
    for (const [name, kind] of fields) {
      const raw = values[name];
      if (typeof raw === 'string' && !DECIMAL[kind].test(raw)) {
        const params = { type: kind };
        checked.errors = [
          { instancePath: `/${name}`, keyword: 'type', params, message: `must be ${kind}` },
        ];
        return false;
      }
    }
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  };
  return checked;
}

interface Route {
  schema: Schema;
  httpPart?: string;
}
type Compile = (route: Route) => Validate;

function build(externalSchemas: ExternalSchemas, options: CompilerOptions = {}) {
  const plugins = [...(options.plugins ?? []), visibleTextFormat];
  const key = JSON.stringify([externalSchemas, options.customOptions, plugins.map((p) => p.name)]);
  // Each app of the process with these options shares the compiled checks (lib/compiled-schemas).
  return sharedCompiler(key, () => compilerFor(externalSchemas, options, plugins), partOf);
}

/** What a route's part is checked as: bodies exactly, text parts as decimal-only text. */
const partOf = (route: Route) => route.httpPart ?? '';

function compilerFor(
  externalSchemas: ExternalSchemas,
  options: CompilerOptions,
  plugins: Plugin<unknown>[],
): Compile {
  const withTypes = (customOptions: AjvOptions) =>
    AjvCompiler()(externalSchemas, {
      plugins,
      customOptions: { ...options.customOptions, ...customOptions },
    } as Parameters<Factory>[1]) as unknown as Compile;
  const exact = withTypes({ coerceTypes: false });
  const coercing = withTypes({});
  return (route: Route): Validate => {
    if (route.httpPart === 'body') return exact(route);
    const validate = coercing(route);
    const isText = route.httpPart === 'querystring' || route.httpPart === 'params';
    return isText ? decimalNumbersOnly(validate, route.schema) : validate;
  };
}

/** Fastify's `schemaController.compilersFactory.buildValidator`. */
export const buildValidator = build as unknown as Factory;
