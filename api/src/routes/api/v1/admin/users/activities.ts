import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActivitiesPage, PageQuery } from '@storefront/shared/contract/activities';
import { IdParams } from '@storefront/shared/contract/paging';
import { MESSAGES } from '../../../../../i18n/messages.ts';
import { notFound } from '../../../../../lib/http-errors.ts';
import { taggedTexts, tokenSchema } from '../../../../../schemas/route-schema.ts';
import { listRoute } from '../../list-route.ts';

const TEXT = taggedTexts('admin')('События пользователя');

/** GET /admin/users/{id}/activities: what this user did, newest first (admins: the event log). */
const activities: FastifyPluginAsyncTypebox = async (fastify) => {
  listRoute(
    fastify,
    '/:id/activities',
    {
      schema: tokenSchema(
        TEXT,
        { params: IdParams, querystring: PageQuery },
        { 200: ActivitiesPage },
        401,
        403,
        404,
        422,
      ),
      onRequest: fastify.requireAdmin,
    },
    async (_query, p, request) => {
      const { id } = request.params;
      if (!(await fastify.usersRepository.findById(id))) throw notFound(MESSAGES.userNotFound);
      return fastify.activitiesRepository.page({ userId: id }, p);
    },
  );
};

export default activities;
