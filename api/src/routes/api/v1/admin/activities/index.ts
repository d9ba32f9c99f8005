import {
  ActivitiesPage,
  ActivityListQuery,
  ActivityStats,
} from '@storefront/shared/contract/activities';
import { MESSAGES } from '../../../../../i18n/messages.ts';
import { invalidField } from '../../../../../lib/http-errors.ts';
import { parseInstant } from '../../../../../lib/instants.ts';
import { querySchema, taggedTexts, tokenSchema } from '../../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../../guarded-routes.ts';
import { listRoute } from '../../list-route.ts';

const text = taggedTexts('admin');
const LOG = text(
  'Журнал событий: новые сверху, с фильтрами',
  'action — точное имя действия; username — часть логина автора без учёта регистра; ' +
    'date_from/date_to — дата (весь день) или дата-время ISO, без зоны — UTC.',
);
const STATS = text('Статистика событий: сегодня, за неделю, за месяц, частые действия');

function instant(value: string | undefined, field: string, bound: 'start' | 'end') {
  if (value === undefined) return undefined;
  const parsed = parseInstant(value, bound);
  if (!parsed) throw invalidField(['query', field], MESSAGES.noSuchDate);
  return parsed;
}

/** /admin/activities: the event log (who did what, when, from where) and its statistics. */
export default guardedRoutes('requireAdmin', (fastify) => {
  listRoute(
    fastify,
    '/',
    { schema: querySchema(LOG, ActivityListQuery, ActivitiesPage, 401, 403, 422) },
    async (q, p) => {
      const filter = {
        action: q.action,
        userId: q.user_id,
        username: q.username?.trim() || undefined,
        from: instant(q.date_from, 'date_from', 'start'),
        to: instant(q.date_to, 'date_to', 'end'),
      };
      return fastify.activitiesRepository.page(filter, p);
    },
  );

  fastify.get(
    '/stats',
    { schema: tokenSchema(STATS, {}, { 200: ActivityStats }, 401, 403) },
    async () => fastify.statistics.activities(),
  );
});
