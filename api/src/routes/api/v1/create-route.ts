/**
 * POST that makes something for the signed-in user: `make(viewer, body, ip)`, answered 201 with
 * what it made. The options are fastify.post's: the schema (createSchema, or tokenSchema when
 * the answers are more than the item's), and the guard or limit when the file's other routes
 * have another.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { UserRow } from '../../../db/schema/index.ts';
import { currentUser } from '../../../plugins/app/auth.ts';

type Fastify = Parameters<FastifyPluginAsyncTypebox>[0];
type Hook = (request: FastifyRequest) => Promise<void>;

interface CreateSchema {
  body: TSchema;
  response: { 201: TSchema };
}

interface CreateOptions<S extends CreateSchema> {
  schema: S;
  onRequest?: Hook;
  preHandler?: Hook;
}

export function createRoute<const S extends CreateSchema>(
  fastify: Fastify,
  url: string,
  options: CreateOptions<S>,
  make: (
    viewer: UserRow,
    body: Static<S['body']>,
    ip: string,
  ) => Promise<Static<S['response'][201]>>,
) {
  // The route's types are the schema's: `make` is checked against them instead.
  fastify.post(url, options as CreateOptions<CreateSchema>, async (request, reply) => {
    const made = await make(currentUser(request), request.body as Static<S['body']>, request.ip);
    return reply.code(201).send(made);
  });
}
