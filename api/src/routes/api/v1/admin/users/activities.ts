import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MESSAGES } from '../../../../../i18n/messages.ts';
import { notFound } from '../../../../../lib/http-errors.ts';
import { ActivitiesPage, PageQuery } from '../../../../../schemas/activities.ts';
import { errorResponses } from '../../../../../schemas/common.ts';
import { IdParams, pagedAnswer, paging } from '../../../../../schemas/paging.ts';

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
