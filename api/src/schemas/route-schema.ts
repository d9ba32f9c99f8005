/**
 * A route's schema from its parts: what the OpenAPI document says of it (RouteText), its
 * inputs, its answers by status, and the error statuses it can give (errorResponses). The
 * shapes every admin list and write share have their own names below.
 */
import { IdParams } from '@storefront/shared/contract/paging';
import { type TSchema, Type } from 'typebox';
import { errorResponses, security } from './openapi.ts';

/** The route's group, its one line, and more when one line is not enough. */
export interface RouteText {
  tags: string[];
  summary: string;
  description?: string;
}

/**
 * The texts of one group's routes: `text(summary, description?)` under the group's OpenAPI tag
 * (the docs list the tags in plugins/external/swagger.ts).
 */
export function taggedTexts(tag: string) {
  const tags = [tag];
  return (summary: string, description?: string): RouteText =>
    description === undefined ? { tags, summary } : { tags, summary, description };
}

interface Inputs {
  /** The body's media types, when it is not JSON. */
  consumes?: string[];
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
}

/** A route without a token (no `security`). */
export function publicSchema<
  const I extends Inputs,
  const A extends Record<number, TSchema>,
  // never: a route without error answers (no statuses given) adds none to the types either.
  const C extends number = never,
>(text: RouteText, inputs: I, answers: A, ...errors: C[]) {
  return { ...text, ...inputs, response: { ...answers, ...errorResponses(...errors) } };
}

/** A route behind a bearer token (the docs' Authorize button). */
export function tokenSchema<
  const I extends Inputs,
  const A extends Record<number, TSchema>,
  const C extends number = never,
>(text: RouteText, inputs: I, answers: A, ...errors: C[]) {
  return { ...text, security, ...inputs, response: { ...answers, ...errorResponses(...errors) } };
}

/** GET with a query string: the query in, the answer (mostly a page of a list) out. */
export const querySchema = <
  const Q extends TSchema,
  const P extends TSchema,
  const C extends number,
>(
  text: RouteText,
  querystring: Q,
  page: P,
  ...errors: C[]
) => tokenSchema(text, { querystring }, { 200: page }, ...errors);

/** A route on one item by its id (GET /{id}, POST /{id}/close...): the item as it is now. */
export const itemSchema = <const T extends TSchema, const C extends number>(
  text: RouteText,
  item: T,
  ...errors: C[]
) => tokenSchema(text, { params: IdParams }, { 200: item }, ...errors);

/** POST a new item: 201 with it. */
export const createSchema = <
  const B extends TSchema,
  const T extends TSchema,
  const C extends number,
>(
  text: RouteText,
  body: B,
  item: T,
  ...errors: C[]
) => tokenSchema(text, { body }, { 201: item }, ...errors);

/** PUT /{id}: the changed item. */
export const updateSchema = <
  const B extends TSchema,
  const T extends TSchema,
  const C extends number,
>(
  text: RouteText,
  body: B,
  item: T,
  ...errors: C[]
) => tokenSchema(text, { params: IdParams, body }, { 200: item }, ...errors);

/** DELETE /{id}: 204 without a body. */
export const deleteSchema = <const C extends number>(text: RouteText, ...errors: C[]) =>
  tokenSchema(text, { params: IdParams }, { 204: Type.Null() }, ...errors);
