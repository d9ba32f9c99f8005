import {
  AllUsers,
  AllUsersQuery,
  LookupQuery,
  UserListQuery,
  UserStats,
  UsersCount,
  UsersPage,
} from '@storefront/shared/contract/admin-users';
import { CurrentUser } from '@storefront/shared/contract/users';
import type { Role } from '@storefront/shared/contract/values';
import { MESSAGES } from '../../../../../i18n/messages.ts';
import { toCurrentUser } from '../../../../../lib/current-user.ts';
import { notFound } from '../../../../../lib/http-errors.ts';
import { paging } from '../../../../../lib/paging.ts';
import { querySchema, taggedTexts, tokenSchema } from '../../../../../schemas/route-schema.ts';
import { guardedRoutes } from '../../guarded-routes.ts';
import { listRoute } from '../../list-route.ts';

const text = taggedTexts('admin');
const PAGE = text(
  'Страница пользователей: поиск, роль, активность',
  'Порядок: логин в русской сортировке, затем id. search — часть логина без учёта ' +
    'регистра (% и _ — обычные символы); role — роль или роли через запятую. total точный.',
);
const ALL = text('Все пользователи постранично (без фильтров роли и активности)');
const LOOKUP = text(
  'Пользователь по логину (точное совпадение без учёта регистра)',
  'Для диалога «Назначить»: ищет среди всех, а не только на загруженной странице.',
);

/** The read calls of the users and staff screens: admins and staff (plugins/app/access.ts). */
export default guardedRoutes('requireManager', (fastify) => {
  const users = fastify.usersRepository;

  listRoute(
    fastify,
    '/',
    { schema: querySchema(PAGE, UserListQuery, UsersPage, 401, 403, 422) },
    ({ search, role, is_active: isActive }, p) => {
      const roles = role ? ([...new Set(role.split(','))] as Role[]) : undefined;
      return users.page({ search, roles, isActive }, p);
    },
  );

  fastify.get(
    '/all',
    { schema: querySchema(ALL, AllUsersQuery, AllUsers, 401, 403, 422) },
    async (request) => users.page({ search: request.query.search }, paging(request.query)),
  );

  fastify.get(
    '/count',
    { schema: tokenSchema(text('Число пользователей'), {}, { 200: UsersCount }, 401, 403) },
    async () => ({ total: await users.count({}) }),
  );

  fastify.get(
    '/lookup',
    { schema: querySchema(LOOKUP, LookupQuery, CurrentUser, 401, 403, 404, 422) },
    async (request) => {
      const user = await users.findByUsername(request.query.username.trim());
      if (!user) throw notFound(MESSAGES.loginNotFound);
      return toCurrentUser(user);
    },
  );

  fastify.get(
    '/stats',
    { schema: tokenSchema(text('Статистика пользователей'), {}, { 200: UserStats }, 401, 403) },
    async () => fastify.statistics.users(),
  );
});
