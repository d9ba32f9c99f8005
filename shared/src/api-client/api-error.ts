import type { ValidationIssue } from '../contract/common';
import ru from '../locales/ru.json';
import { t } from '../text/shared-t';

// The spec's Russian fallbacks (section 8), for code that compares with them. What an error
// says is read from the messages in the language shown when it happens.
export const TIMEOUT_DETAIL = ru.errors.timeout;
export const UNAVAILABLE_DETAIL = ru.errors.unavailable;

/** Statuses whose missing detail is filled with the 'unavailable' text (spec section 8). */
const UNAVAILABLE_STATUSES = new Set([408, 502, 503, 504]);

export type ErrorDetail = string | ValidationIssue[];

/**
 * A failed call. `detail` is the server's FastAPI-style detail when it sent one; `message`
 * is always a readable text: the detail string, or 'HTTP error! status: N'.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: ErrorDetail | undefined;
  /** True when `detail` is the client's own fallback text, not something a server said. */
  readonly detailIsFallback: boolean;
  /** A machine-readable reason some answers carry beside `detail` (a refused purchase). */
  readonly code: string | undefined;

  constructor(
    status: number,
    detail: ErrorDetail | undefined,
    options?: ErrorOptions & { code?: string },
  ) {
    const unavailable = UNAVAILABLE_STATUSES.has(status);
    const filled = detail ?? (unavailable ? t('errors.unavailable') : undefined);
    super(typeof filled === 'string' ? filled : t('errors.http', { status }), options);
    this.name = 'ApiError';
    this.status = status;
    this.detail = filled;
    this.detailIsFallback = detail === undefined && unavailable;
    this.code = options?.code;
  }

  /** 408, 502, 503, 504: the server is slow or away, asking again later may work. */
  get isUnavailable(): boolean {
    return UNAVAILABLE_STATUSES.has(this.status);
  }

  get validationIssues(): ValidationIssue[] {
    return Array.isArray(this.detail) ? this.detail : [];
  }
}

/** A call given up after its time limit (spec section 8: 408 with the timeout text). */
export function timeoutError(): ApiError {
  return new ApiError(408, t('errors.timeout'));
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * What the server said when it refused, in the language shown: its `detail`, or the messages of
 * a 422's field list; null when it said nothing readable (the caller words the failure itself).
 */
export function refusalDetail(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (typeof error.detail === 'string') return error.detail.trim() ? error.detail : null;
  const messages = error.validationIssues.map((issue) => issue.msg.trim()).filter(Boolean);
  return messages.length > 0 ? messages.join('; ') : null;
}

/** Reads `code` from an error body of any shape. */
export function codeFromBody(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { code } = body as { code?: unknown };
  return typeof code === 'string' ? code : undefined;
}

/** Reads `detail` (or `message`, which some answers use) from an error body of any shape. */
export function detailFromBody(body: unknown): ErrorDetail | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { detail, message } = body as { detail?: unknown; message?: unknown };
  if (typeof detail === 'string' || Array.isArray(detail)) return detail as ErrorDetail;
  if (typeof message === 'string') return message;
  return undefined;
}
