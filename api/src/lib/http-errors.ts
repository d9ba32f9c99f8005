/**
 * Errors a handler throws on purpose. The error handler turns them into FastAPI-style bodies in
 * the request's language, so handlers never build error replies and never pick a language.
 */
import type { Message } from '../i18n/message.ts';
import { MESSAGES } from '../i18n/messages.ts';

/** A 422 item before its language is chosen: `msg` holds every translation. */
export interface FieldIssue {
  loc: (string | number)[];
  msg: Message;
  type: string;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: Message,
    readonly headers: Record<string, string> = {},
    /** Fields the answer carries beside `detail` (a refused purchase's `code`). */
    readonly extra: Record<string, string | number> = {},
  ) {
    // The Russian text names the error in logs and stack traces.
    super(detail.ru);
    this.name = 'HttpError';
  }
}

/** A check the JSON schema cannot express (trimmed length, a real time zone): answers 422. */
export class RequestValidationError extends Error {
  readonly statusCode = 422;

  constructor(readonly issues: FieldIssue[]) {
    super(issues.map((i) => `${i.loc.join('.')}: ${i.msg.ru}`).join('; '));
    this.name = 'RequestValidationError';
  }
}

export const forbidden = (detail: Message = MESSAGES.forbidden) => new HttpError(403, detail);
export const notFound = (detail: Message) => new HttpError(404, detail);
export const badRequest = (detail: Message) => new HttpError(400, detail);
export const conflict = (detail: Message) => new HttpError(409, detail);

/** A 422 on one field, for checks a JSON schema cannot express. */
export function invalidField(loc: (string | number)[], msg: Message, type = 'value_error') {
  return new RequestValidationError([{ loc, msg, type }]);
}

/** FastAPI's OAuth2 answers carry this header; some clients look for it. */
export function unauthorized(detail: Message = MESSAGES.invalidToken): HttpError {
  return new HttpError(401, detail, { 'www-authenticate': 'Bearer' });
}
