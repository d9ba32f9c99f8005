import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActivitiesPage, PageQuery } from '@storefront/shared/contract/activities';
import { IdParams } from '@storefront/shared/contract/paging';
import { MESSAGES } from '../../../../../i18n/messages.ts';
import { notFound } from '../../../../../lib/http-errors.ts';
import { pagedAnswer, paging } from '../../../../../lib/paging.ts';
import { errorResponses } from '../../../../../schemas/openapi.ts';

/** GET /admin/users/{id}/activities: what this user did, newest first (admins: the event log). */
const activities: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/:id/activities',
    {
      schema: {
        tags: ['admin'],
        summary: 'События пользователя',
        security: [{ OAuth2PasswordBearer: [] }],
        params: IdParams,
        querystring: PageQuery,
        response: { 200: ActivitiesPage, ...errorResponses(401, 403, 404, 422) },
      },
      onRequest: fastify.requireAdmin,
    },
    async (request) => {
      const { id } = request.params;
      if (!(await fastify.usersRepository.findById(id))) throw notFound(MESSAGES.userNotFound);
      const p = paging(request.query);
      const { rows, total } = await fastify.activitiesRepository.page({ userId: id }, p);
      return { activities: rows, ...pagedAnswer(total, p) };
    },
  );
};

export default activities;
