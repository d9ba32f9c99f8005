/**
 * The changes of one account, shared by /admin/users and the older /auth/users calls: an edit
 * (PUT) and activation switches, each answering the account as it is now. Changes follow spec 6
 * (manage only lower non-superusers, never one's own row) and spec 4 (deactivation demotes
 * staff to customer); a change of role, superuser flag or active state signs the user out
 * everywhere (plugins/app/users).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UpdateUserBody } from '@storefront/shared/contract/admin-users';
import { CurrentUser } from '@storefront/shared/contract/users';
import { toCurrentUser } from '../../../../../lib/current-user.ts';
import { currentUser } from '../../../../../plugins/app/auth.ts';
import { itemSchema, type RouteText, updateSchema } from '../../../../../schemas/route-schema.ts';

type Fastify = Parameters<FastifyPluginAsyncTypebox>[0];

/** The errors of every change of an account. */
const CHANGE_ERRORS = [400, 401, 403, 404, 422] as const;

type Change = 'edit' | 'activate' | 'deactivate';

/** Registers each [method, url (with :id), change, text], in the order given. */
export function accountChanges(
  fastify: Fastify,
  routes: (readonly ['PUT' | 'POST' | 'DELETE', string, Change, RouteText])[],
) {
  const manage = fastify.users;
  for (const [method, url, change, text] of routes) {
    if (change === 'edit') {
      fastify.route({
        method,
        url,
        schema: updateSchema(text, UpdateUserBody, CurrentUser, ...CHANGE_ERRORS),
        handler: async (request) => {
          const { params, body, ip } = request;
          return toCurrentUser(await manage.update(currentUser(request), params.id, body, ip));
        },
      });
    } else {
      fastify.route({
        method,
        url,
        schema: itemSchema(text, CurrentUser, ...CHANGE_ERRORS),
        handler: async (request) => {
          const isActive = change === 'activate';
          const viewer = currentUser(request);
          return toCurrentUser(
            await manage.setActive(viewer, request.params.id, isActive, request.ip),
          );
        },
      });
    }
  }
}
