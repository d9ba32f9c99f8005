/** The API's own part of a route's schema: the OpenAPI documents' security and error answers. */
import { ErrorDetail, ValidationErrorBody } from '@storefront/shared/contract/common';
import { Type } from 'typebox';

/** OpenAPI `security` of every route that needs a bearer token (the docs' Authorize button). */
export const security = [{ OAuth2PasswordBearer: [] }];

/** Response entries for the error statuses a route can answer, keyed by status code. */
export function errorResponses<const C extends number>(...codes: C[]) {
  const entries = codes.map((code) => [code, code === 422 ? ValidationErrorBody : ErrorDetail]);
  return Object.fromEntries(entries) as Record<C, typeof ErrorDetail | typeof ValidationErrorBody>;
}

/** The answer of a public page the client holds already (If-None-Match): 304 without a body. */
export const notModified = { 304: Type.Null({ description: 'Не изменилось' }) };
