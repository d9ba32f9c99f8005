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

/**
 * Every validation keyword that has words of ours (issue 20: `uniqueItems` answered ajv's
 * English in a Russian answer). test/lib/validation-keywords.test.ts walks the OpenAPI document
 * and fails for a keyword a schema uses that is not here.
 */
export const WORDED_KEYWORDS = new Set([
  'required',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'uniqueItems',
  'additionalProperties',
  'type',
  'enum',
  'const',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'anyOf',
  'oneOf',
]);

export function describe(
  keyword: string,
  params: Record<string, unknown>,
  fallback: string | undefined,
): [Message, string] {
  const limit = Number(params.limit);
  switch (keyword) {
    case 'required':
      return [MESSAGES.required, 'missing'];
    case 'minLength':
      return [MESSAGES.minLength(limit), 'string_too_short'];
    case 'maxLength':
      return [MESSAGES.maxLength(limit), 'string_too_long'];
    case 'maxItems':
      return [MESSAGES.maxItems(limit), 'too_long'];
    case 'minItems':
      return [MESSAGES.minItems(limit), 'too_short'];
    case 'uniqueItems':
      return [MESSAGES.uniqueItems, 'unique_items'];
    case 'additionalProperties':
      return [MESSAGES.extraForbidden, 'extra_forbidden'];
    case 'type':
      return [MESSAGES.wrongType, `${String(params.type)}_type`];
    case 'enum':
      return [MESSAGES.allowedValues(formatAllowed(params.allowedValues)), 'enum'];
    case 'const':
      return [MESSAGES.allowedValues(formatAllowed(params.allowedValue)), 'literal_error'];
    case 'anyOf':
    case 'oneOf':
      return [MESSAGES.invalidValue, 'union_error'];
    case 'pattern':
      return [MESSAGES.badFormat, 'string_pattern_mismatch'];
    case 'format':
      return params.format === VISIBLE_TEXT_FORMAT
        ? [MESSAGES.visibleText, 'value_error.invisible_characters']
        : [MESSAGES.badFormat, 'value_error'];
    case 'minimum':
      return [MESSAGES.minimum(limit), 'greater_than_equal'];
    case 'maximum':
      return [MESSAGES.maximum(limit), 'less_than_equal'];
    case 'exclusiveMinimum':
      return [MESSAGES.exclusiveMinimum(limit), 'greater_than'];
    case 'exclusiveMaximum':
      return [MESSAGES.exclusiveMaximum(limit), 'less_than'];
    case 'multipleOf':
      return [MESSAGES.multipleOf(Number(params.multipleOf)), 'multiple_of'];
    default:
      // A keyword none of our schemas is expected to use: ajv's own (English) words, as before.
      return [fallback ? untranslated(fallback) : MESSAGES.invalidValue, keyword];
  }
}

function formatAllowed(values: unknown): string {
  return Array.isArray(values) ? values.join(', ') : String(values);
}
