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

interface Inputs {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
}

/** A route without a token (no `security`). */
export function publicSchema<
  const I extends Inputs,
  const A extends Record<number, TSchema>,
  const C extends number,
>(text: RouteText, inputs: I, answers: A, ...errors: C[]) {
  return { ...text, ...inputs, response: { ...answers, ...errorResponses(...errors) } };
}

/** A route behind a bearer token (the docs' Authorize button). */
export function tokenSchema<
  const I extends Inputs,
  const A extends Record<number, TSchema>,
  const C extends number,
>(text: RouteText, inputs: I, answers: A, ...errors: C[]) {
  return { ...text, security, ...inputs, response: { ...answers, ...errorResponses(...errors) } };
}

/** GET a page of a list: the list's query in, its page out. */
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
