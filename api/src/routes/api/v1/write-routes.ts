/**
 * The write routes of an admin resource, each the service's call for the signed-in user:
 * POST / (201 with the new item), PUT /{id} (the changed item), DELETE /{id} (204). The route
 * file names its texts, bodies and error answers; its guard is the file's (guarded-routes.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static, TSchema } from 'typebox';
import type { UserRow } from '../../../db/schema/index.ts';
import { currentUser } from '../../../plugins/app/auth.ts';
import {
  createSchema,
  deleteSchema,
  type RouteText,
  updateSchema,
} from '../../../schemas/route-schema.ts';
import { createRoute } from './create-route.ts';

type Fastify = Parameters<FastifyPluginAsyncTypebox>[0];

/** A route's OpenAPI text and the error statuses it can answer. */
interface Route extends RouteText {
  errors: number[];
}

export interface WriteRoutes<C extends TSchema, U extends TSchema, T extends TSchema> {
  item: T;
  create?: Route & { body: C };
  update?: Route & { body: U };
  remove?: Route;
}

/** What the service does for each route (the ones the resource has). */
export interface Writes<C, U, T> {
  create(viewer: UserRow, body: C, ip: string): Promise<T>;
  update(viewer: UserRow, id: number, body: U, ip: string): Promise<T>;
  remove(viewer: UserRow, id: number, ip: string): Promise<void>;
}

export function writeRoutes<C extends TSchema, U extends TSchema, T extends TSchema>(
  fastify: Fastify,
  service: Partial<Writes<Static<C>, Static<U>, Static<T>>>,
  routes: WriteRoutes<C, U, T>,
) {
  const { item, create, update, remove } = routes;
  if (create && service.create) {
    const { body, errors, ...text } = create;
    createRoute(
      fastify,
      '/',
      { schema: createSchema(text, body, item, ...errors) },
      service.create,
    );
  }
  if (update && service.update) {
    const { body, errors, ...text } = update;
    const run = service.update;
    fastify.put('/:id', { schema: updateSchema(text, body, item, ...errors) }, async (request) =>
      run(currentUser(request), request.params.id, request.body as Static<U>, request.ip),
    );
  }
  if (remove && service.remove) {
    const { errors, ...text } = remove;
    const run = service.remove;
    fastify.delete('/:id', { schema: deleteSchema(text, ...errors) }, async (request, reply) => {
      await run(currentUser(request), request.params.id, request.ip);
      return reply.code(204).send(null);
    });
  }
}
