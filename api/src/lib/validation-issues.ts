/**
 * Turns ajv errors into FastAPI's 422 items: `{loc: ["body", "username"], msg, type}`.
 * Types follow pydantic v2 names so a FastAPI-era client recognises them; messages come in both
 * languages (the error handler picks one).
 */

import { VISIBLE_TEXT_FORMAT } from '@storefront/shared/text-safety';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { type Message, untranslated } from '../i18n/message.ts';
import { MESSAGES } from '../i18n/messages.ts';
import type { FieldIssue } from './http-errors.ts';

const LOCATIONS: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

export function toValidationIssues(
  errors: FastifySchemaValidationError[],
  context: string,
): FieldIssue[] {
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const error of errors) {
    const issue = toIssue(error, LOCATIONS[context] ?? context);
    const key = issue.loc.join('/');
    // ajv may report several failures for one field; one message per field reads better.
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}

function toIssue(error: FastifySchemaValidationError, location: string): FieldIssue {
  const params = error.params as Record<string, unknown>;
  const path = (error.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((part) =>
      /^\d+$/.test(part) ? Number(part) : part.replace(/~1/g, '/').replace(/~0/g, '~'),
    );
  const field = params.missingProperty ?? params.additionalProperty;
  const loc = typeof field === 'string' ? [location, ...path, field] : [location, ...path];
  const [msg, type] = describe(error.keyword, params, error.message);
  return { loc, msg, type };
}

type Wording = (params: Record<string, unknown>, limit: number) => [Message, string];

/**
 * Our words and pydantic's type for every validation keyword a schema of ours uses (issue 20:
 * `uniqueItems` answered ajv's English in a Russian answer). test/lib/validation-keywords.test.ts
 * walks the OpenAPI document and fails for a keyword a schema uses that is not here.
 */
const WORDINGS = new Map<string, Wording>([
  ['required', () => [MESSAGES.required, 'missing']],
  ['minLength', (_, limit) => [MESSAGES.minLength(limit), 'string_too_short']],
  ['maxLength', (_, limit) => [MESSAGES.maxLength(limit), 'string_too_long']],
  ['maxItems', (_, limit) => [MESSAGES.maxItems(limit), 'too_long']],
  ['minItems', (_, limit) => [MESSAGES.minItems(limit), 'too_short']],
  ['uniqueItems', () => [MESSAGES.uniqueItems, 'unique_items']],
  ['additionalProperties', () => [MESSAGES.extraForbidden, 'extra_forbidden']],
  ['type', (params) => [MESSAGES.wrongType, `${String(params.type)}_type`]],
  ['enum', (params) => [MESSAGES.allowedValues(formatAllowed(params.allowedValues)), 'enum']],
  [
    'const',
    (params) => [MESSAGES.allowedValues(formatAllowed(params.allowedValue)), 'literal_error'],
  ],
  ['anyOf', () => [MESSAGES.invalidValue, 'union_error']],
  ['oneOf', () => [MESSAGES.invalidValue, 'union_error']],
  ['pattern', () => [MESSAGES.badFormat, 'string_pattern_mismatch']],
  [
    'format',
    (params) =>
      params.format === VISIBLE_TEXT_FORMAT
        ? [MESSAGES.visibleText, 'value_error.invisible_characters']
        : [MESSAGES.badFormat, 'value_error'],
  ],
  ['minimum', (_, limit) => [MESSAGES.minimum(limit), 'greater_than_equal']],
  ['maximum', (_, limit) => [MESSAGES.maximum(limit), 'less_than_equal']],
  ['exclusiveMinimum', (_, limit) => [MESSAGES.exclusiveMinimum(limit), 'greater_than']],
  ['exclusiveMaximum', (_, limit) => [MESSAGES.exclusiveMaximum(limit), 'less_than']],
  ['multipleOf', (params) => [MESSAGES.multipleOf(Number(params.multipleOf)), 'multiple_of']],
]);

export const WORDED_KEYWORDS: ReadonlySet<string> = new Set(WORDINGS.keys());

export function describe(
  keyword: string,
  params: Record<string, unknown>,
  fallback: string | undefined,
): [Message, string] {
  const wording = WORDINGS.get(keyword);
  if (wording) return wording(params, Number(params.limit));
  // A keyword none of our schemas is expected to use: ajv's own (English) words, as before.
  return [fallback ? untranslated(fallback) : MESSAGES.invalidValue, keyword];
}

function formatAllowed(values: unknown): string {
  return Array.isArray(values) ? values.join(', ') : String(values);
}
