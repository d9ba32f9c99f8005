import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
import { pagedAnswer, paging } from '../../../../../lib/paging.ts';
import { errorResponses, security } from '../../../../../schemas/openapi.ts';

const tags = ['admin'];

/** The read calls of the users and staff screens: admins and staff (plugins/app/access.ts). */
const list: FastifyPluginAsyncTypebox = async (fastify) => {
  const users = fastify.usersRepository;
  fastify.addHook('onRequest', fastify.requireManager);

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Страница пользователей: поиск, роль, активность',
        description:
          'Порядок: логин в русской сортировке, затем id. search — часть логина без учёта ' +
          'регистра (% и _ — обычные символы); role — роль или роли через запятую. total точный.',
        security,
        querystring: UserListQuery,
        response: { 200: UsersPage, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const { search, role, is_active: isActive } = request.query;
      const p = paging(request.query);
      const roles = role ? ([...new Set(role.split(','))] as Role[]) : undefined;
      const { users: page, total } = await users.page({ search, roles, isActive }, p);
      return { users: page, ...pagedAnswer(total, p) };
    },
  );

  fastify.get(
    '/all',
    {
      schema: {
        tags,
        summary: 'Все пользователи постранично (без фильтров роли и активности)',
        security,
        querystring: AllUsersQuery,
        response: { 200: AllUsers, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => users.page({ search: request.query.search }, paging(request.query)),
  );

  fastify.get(
    '/count',
    {
      schema: {
        tags,
        summary: 'Число пользователей',
        security,
        response: { 200: UsersCount, ...errorResponses(401, 403) },
      },
    },
    async () => ({ total: await users.count({}) }),
  );

  fastify.get(
    '/lookup',
    {
      schema: {
        tags,
        summary: 'Пользователь по логину (точное совпадение без учёта регистра)',
        description:
          'Для диалога «Назначить»: ищет среди всех, а не только на загруженной странице.',
        security,
        querystring: LookupQuery,
        response: { 200: CurrentUser, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const user = await users.findByUsername(request.query.username.trim());
      if (!user) throw notFound(MESSAGES.loginNotFound);
      return toCurrentUser(user);
    },
  );

  fastify.get(
    '/stats',
    {
      schema: {
        tags,
        summary: 'Статистика пользователей',
        security,
        response: { 200: UserStats, ...errorResponses(401, 403) },
      },
    },
    async () => fastify.statistics.users(),
  );
};

export default list;
