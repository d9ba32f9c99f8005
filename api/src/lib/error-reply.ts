/**
 * Maps any error to the FastAPI-style answer. 5xx answers carry a fixed Russian text: the real
 * error is logged by the caller, never sent (no stack traces, no SQL).
 */
import type { FastifyError } from 'fastify';
import { DETAIL, HttpError, RequestValidationError } from './http-errors.ts';
import { isDatabaseUnavailable } from './pg-errors.ts';
import { toValidationIssues } from './validation-issues.ts';

export interface ErrorReply {
  status: number;
  body: { detail: unknown };
  headers: Record<string, string>;
}

// Fastify's own 4xx messages are English; the ones a browser client can trigger read Russian.
const FASTIFY_DETAILS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Неподдерживаемый тип содержимого запроса',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Слишком большой запрос',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Тело запроса не является корректным JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Пустое тело запроса при Content-Type: application/json',
  FST_ERR_BAD_URL: 'Некорректный адрес запроса',
  FST_ERR_MAX_PARAM_LENGTH: 'Слишком длинный параметр в адресе запроса',
};

export function toErrorReply(error: unknown): ErrorReply {
  // Anything can be thrown; only an object can carry a status or validation details.
  const err = (typeof error === 'object' && error !== null ? error : {}) as FastifyError;
  if (err instanceof HttpError) {
    return { status: err.statusCode, body: { detail: err.detail }, headers: err.headers };
  }
  if (err instanceof RequestValidationError) {
    return { status: 422, body: { detail: err.issues }, headers: {} };
  }
  if (err.validation) {
    const issues = toValidationIssues(err.validation, err.validationContext ?? 'body');
    return { status: 422, body: { detail: issues }, headers: {} };
  }
  if (err.statusCode === 429) {
    return { status: 429, body: { detail: DETAIL.tooManyRequests }, headers: {} };
  }
  if (isDatabaseUnavailable(err)) {
    return { status: 503, body: { detail: DETAIL.databaseUnavailable }, headers: {} };
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const detail = (err.code && FASTIFY_DETAILS[err.code]) || err.message;
    return { status, body: { detail }, headers: {} };
  }
  return { status: 500, body: { detail: DETAIL.internal }, headers: {} };
}
