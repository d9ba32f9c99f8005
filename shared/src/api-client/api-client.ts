import { currentLanguage } from '@storefront/shared/i18n';
import { readToken, removeToken } from '../auth/token-storage';
import { sharedTextsReady } from '../text/shared-t';
import { ApiError, codeFromBody, detailFromBody, timeoutError } from './api-error';

export type { ErrorDetail } from './api-error';
export {
  ApiError,
  isApiError,
  refusalDetail,
  TIMEOUT_DETAIL,
  UNAVAILABLE_DETAIL,
} from './api-error';

/** Spec section 9: every call gives up after 20 s. */
export const REQUEST_TIMEOUT_MS = 20_000;
const TOKEN_PATH = '/auth/token';

let apiBase = '/api/v1';

/** The shell sets the base from /config.json before any remote loads. */
export function configureApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

export function getApiBase(): string {
  return apiBase;
}

/** The health path is the API base without its version suffix, plus /health. */
export function healthUrl(): string {
  return `${apiBase.replace(/\/api\/v\d+$/, '')}/health`;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent form-encoded (the token call). */
  form?: Record<string, string>;
  /** Sent as multipart (uploads); the browser sets the boundary. */
  formData?: FormData;
  query?: Record<string, string | number | boolean | null | undefined>;
  timeoutMs?: number;
}

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

function buildInit(options: RequestOptions, signal: AbortSignal): RequestInit {
  // The API answers its `detail` texts in the language the visitor reads.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.formData) {
    body = options.formData;
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  return { method: options.method ?? 'GET', headers, body, signal };
}

/** A full page load to /login restarts every store from a clean session; tests replace it. */
export const sessionRedirect = {
  toLogin(): void {
    window.location.assign('/login');
  },
};

/** Spec section 8: a 401 outside the login page signs the visitor out and sends them there. */
function handleUnauthorized(path: string): void {
  if (path === TOKEN_PATH || !readToken() || window.location.pathname.startsWith('/login')) return;
  removeToken();
  sessionRedirect.toLogin();
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function send(url: string, init: RequestInit, signal: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    await sharedTextsReady();
    if (signal.aborted) throw timeoutError();
    // The server could not be reached at all: the same advice as a 503.
    throw new ApiError(503, undefined, { cause: error });
  }
}

/** The one way the product talks to its API (ARCHITECTURE section 4). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    const init = buildInit(options, controller.signal);
    const response = await send(buildUrl(path, options.query), init, controller.signal);
    const body = await readBody(response).catch(async () => {
      if (!controller.signal.aborted) return undefined;
      await sharedTextsReady();
      throw timeoutError();
    });
    if (response.ok) return body as T;
    if (response.status === 401) handleUnauthorized(path);
    // The fallback texts an error may carry, in the language shown.
    await sharedTextsReady();
    throw new ApiError(response.status, detailFromBody(body), { code: codeFromBody(body) });
  } finally {
    clearTimeout(timer);
  }
}

/** SWR fetcher: the key is the API path. */
export function apiFetcher<T>(path: string): Promise<T> {
  return apiRequest<T>(path);
}
