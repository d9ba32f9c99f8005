/**
 * Maps any error to the FastAPI-style answer, in the language the request asked for. 5xx
 * answers carry a fixed text: the real error is logged by the caller, never sent (no stack
 * traces, no SQL).
 */

import type { ValidationIssue } from '@storefront/shared/contract/common';
import type { FastifyError } from 'fastify';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/language.ts';
import { isTranslated, type Message, untranslated } from '../i18n/message.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { type FieldIssue, HttpError, RequestValidationError } from './http-errors.ts';
import { isDatabaseUnavailable } from './pg-errors.ts';
import { toValidationIssues } from './validation-issues.ts';

export interface ErrorReply {
  status: number;
  body: { detail: string | ValidationIssue[]; [field: string]: unknown };
  headers: Record<string, string>;
  /** Set when the text was chosen by language: the answer says so (Content-Language, Vary). */
  language?: Language;
}

// Fastify's own 4xx messages are English only; the ones a browser client can trigger get ours.
const FASTIFY_DETAILS: Record<string, Message> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.emptyJson,
  FST_ERR_BAD_URL: MESSAGES.badUrl,
  FST_ERR_MAX_PARAM_LENGTH: MESSAGES.paramTooLong,
};

/** The error as status, headers and language-free texts. */
function classify(err: FastifyError): {
  status: number;
  detail: Message | FieldIssue[];
  headers: Record<string, string>;
  extra?: Record<string, string | number>;
} {
  if (err instanceof HttpError) {
    return { status: err.statusCode, detail: err.detail, headers: err.headers, extra: err.extra };
  }
  if (err instanceof RequestValidationError) {
    return { status: 422, detail: err.issues, headers: {} };
  }
  if (err.validation) {
    const issues = toValidationIssues(err.validation, err.validationContext ?? 'body');
    return { status: 422, detail: issues, headers: {} };
  }
  if (err.statusCode === 429) {
    return { status: 429, detail: MESSAGES.tooManyRequests, headers: {} };
  }
  if (isDatabaseUnavailable(err)) {
    return { status: 503, detail: MESSAGES.databaseUnavailable, headers: {} };
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const ours = err.code ? FASTIFY_DETAILS[err.code] : undefined;
    return { status, detail: ours ?? untranslated(err.message), headers: {} };
  }
  return { status: 500, detail: MESSAGES.internal, headers: {} };
}

export function toErrorReply(error: unknown, language: Language = DEFAULT_LANGUAGE): ErrorReply {
  // Anything can be thrown; only an object can carry a status or validation details.
  const err = (typeof error === 'object' && error !== null ? error : {}) as FastifyError;
  const { status, detail, headers, extra } = classify(err);
  if (Array.isArray(detail)) {
    const issues = detail.map(({ loc, msg, type }) => ({ loc, msg: msg[language], type }));
    const translated = detail.some((issue) => isTranslated(issue.msg));
    return { status, body: { detail: issues }, headers, ...(translated && { language }) };
  }
  const translated = isTranslated(detail);
  const body = { ...extra, detail: detail[language] };
  return { status, body, headers, ...(translated && { language }) };
}
