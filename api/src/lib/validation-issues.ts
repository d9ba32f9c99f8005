/**
 * Turns ajv errors into FastAPI's 422 items: `{loc: ["body", "username"], msg, type}`.
 * Types follow pydantic v2 names so a FastAPI-era client recognises them; messages are Russian.
 */

import { VISIBLE_TEXT_FORMAT, VISIBLE_TEXT_MESSAGE } from '@storefront/shared/text-safety';
import type { FastifySchemaValidationError } from 'fastify/types/schema';
import type { ValidationIssue } from '../schemas/common.ts';

const LOCATIONS: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

export function toValidationIssues(
  errors: FastifySchemaValidationError[],
  context: string,
): ValidationIssue[] {
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
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

function toIssue(error: FastifySchemaValidationError, location: string): ValidationIssue {
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

function describe(
  keyword: string,
  params: Record<string, unknown>,
  fallback: string | undefined,
): [string, string] {
  const limit = Number(params.limit);
  switch (keyword) {
    case 'required':
      return ['Обязательное поле', 'missing'];
    case 'minLength':
      return [`Должно содержать минимум ${limit} ${characters(limit)}`, 'string_too_short'];
    case 'maxLength':
      return [`Должно содержать не более ${limit} ${characters(limit)}`, 'string_too_long'];
    case 'maxItems':
      return [`Должно содержать не более ${limit} ${elements(limit)}`, 'too_long'];
    case 'additionalProperties':
      return ['Лишнее поле', 'extra_forbidden'];
    case 'type':
      return ['Неверный тип значения', `${String(params.type)}_type`];
    case 'enum':
      return [`Допустимые значения: ${formatAllowed(params.allowedValues)}`, 'enum'];
    case 'pattern':
      return ['Неверный формат', 'string_pattern_mismatch'];
    case 'format':
      return params.format === VISIBLE_TEXT_FORMAT
        ? [VISIBLE_TEXT_MESSAGE, 'value_error.invisible_characters']
        : ['Неверный формат', 'value_error'];
    case 'minimum':
      return [`Должно быть не меньше ${limit}`, 'greater_than_equal'];
    case 'maximum':
      return [`Должно быть не больше ${limit}`, 'less_than_equal'];
    default:
      return [fallback ?? 'Неверное значение', keyword];
  }
}

function characters(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 'символ';
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 'символа';
  return 'символов';
}

function elements(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  if (mod10 === 1 && mod100 !== 11) return 'элемента';
  return 'элементов';
}

function formatAllowed(values: unknown): string {
  return Array.isArray(values) ? values.join(', ') : String(values);
}
