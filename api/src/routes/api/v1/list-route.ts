/**
 * GET a page of a list, as every list of the API answers it (lib/paging.ts): `load` reads the
 * rows and the total of the query's page, the answer adds page, size and pages. The options are
 * fastify.get's: the schema (querySchema, or tokenSchema when the path has params), a guard.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { listAnswer, type Paging } from '../../../lib/paging.ts';

type Fastify = Parameters<FastifyPluginAsyncTypebox>[0];

interface ListSchema {
  params?: TSchema;
  querystring: TSchema;
  response: { 200: TSchema };
}

type Query<S extends ListSchema> = Static<S['querystring']>;
type Params<S extends ListSchema> = S['params'] extends TSchema ? Static<S['params']> : unknown;

/** The request with its path typed, for loads that read the path or the signed-in user. */
type ListRequest<S extends ListSchema> = FastifyRequest<{ Params: Params<S> }>;

/** What `load` reads: the page's answer without the paging fields, with the total. */
type Rows<S extends ListSchema> = Omit<Static<S['response'][200]>, 'page' | 'size' | 'pages'> & {
  total: number;
};

/** fastify.get's options: the schema, and the guard when the file's other routes have another. */
interface ListOptions<S extends ListSchema> {
  schema: S;
  onRequest?: (request: FastifyRequest) => Promise<void>;
}

export function listRoute<const S extends ListSchema>(
  fastify: Fastify,
  url: string,
  options: ListOptions<S>,
  load: (query: Query<S>, paging: Paging, request: ListRequest<S>) => Promise<Rows<S>>,
) {
  // The route's types are the schema's: `load` is checked against them instead (see Rows).
  fastify.get(url, options as ListOptions<ListSchema>, (request) => {
    const query = request.query as Query<S> & { page?: number; size?: number };
    return listAnswer(query, (paging) => load(query, paging, request as ListRequest<S>));
  });
}
