import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActivitiesPage,
  ActivityListQuery,
  ActivityStats,
} from '@storefront/shared/contract/activities';
import { MESSAGES } from '../../../../../i18n/messages.ts';
import { invalidField } from '../../../../../lib/http-errors.ts';
import { parseInstant } from '../../../../../lib/instants.ts';
import { pagedAnswer, paging } from '../../../../../lib/paging.ts';
import { errorResponses, security } from '../../../../../schemas/openapi.ts';

function instant(value: string | undefined, field: string, bound: 'start' | 'end') {
  if (value === undefined) return undefined;
  const parsed = parseInstant(value, bound);
  if (!parsed) throw invalidField(['query', field], MESSAGES.noSuchDate);
  return parsed;
}

/** /admin/activities: the event log (who did what, when, from where) and its statistics. */
const activities: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Журнал событий: новые сверху, с фильтрами',
        description:
          'action — точное имя действия; username — часть логина автора без учёта регистра; ' +
          'date_from/date_to — дата (весь день) или дата-время ISO, без зоны — UTC.',
        security,
        querystring: ActivityListQuery,
        response: { 200: ActivitiesPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const q = request.query;
      const p = paging(q);
      const { rows, total } = await fastify.activitiesRepository.page(
        {
          action: q.action,
          userId: q.user_id,
          username: q.username?.trim() || undefined,
          from: instant(q.date_from, 'date_from', 'start'),
          to: instant(q.date_to, 'date_to', 'end'),
        },
        p,
      );
      return { activities: rows, ...pagedAnswer(total, p) };
    },
  );

  fastify.get(
    '/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Статистика событий: сегодня, за неделю, за месяц, частые действия',
        security,
        response: { 200: ActivityStats, ...errorResponses(401, 403) },
      },
    },
    async () => fastify.statistics.activities(),
  );
};

export default activities;
