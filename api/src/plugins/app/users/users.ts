/**
 * Creating and changing accounts on behalf of an administrator: the rules of spec sections 4
 * and 6, enforced here for every route that changes a user (/admin/users, /auth/users), with
 * the one permissions module the UI uses. Each change is read under a row lock, checked,
 * written and logged in one transaction; a refusal throws before anything is written.
 */

import type { ActivityAction } from '@storefront/shared/activity';
import type { CreateUserBody, UpdateUserBody } from '@storefront/shared/contract/admin-users';
import type { Role } from '@storefront/shared/contract/values';
import {
  type Actor,
  canAssignRole,
  canCreateUsers,
  canGrantSuperuser,
  canManage,
} from '@storefront/shared/permissions';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { forbidden, HttpError, invalidField, notFound } from '../../../lib/http-errors.ts';
import { checkedLogin } from '../../../lib/logins.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { canonicalTimeZone } from '../../../lib/time-zones.ts';
import { domainPlugin } from '../domain-plugin.ts';
import { accountChanges, describeChange } from './account-changes.ts';
import type { AdminChanges } from './users-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    users: Users;
  }
}

export const actor = (user: UserRow): Actor => ({
  id: user.id,
  role: user.role,
  is_superuser: user.isSuperuser,
});

/** Self first: "you cannot change your own account" says more than "not allowed". */
export function assertCanManage(viewer: UserRow, target: UserRow): void {
  if (viewer.id === target.id) throw forbidden(MESSAGES.ownAccount);
  if (!canManage(actor(viewer), actor(target))) throw forbidden(MESSAGES.cannotManage);
}

function checkedTimeZone(value: string | undefined, field: string[]): string | undefined {
  if (value === undefined) return undefined;
  const zone = canonicalTimeZone(value);
  if (!zone) {
    throw invalidField(field, MESSAGES.unknownTimeZone);
  }
  return zone;
}

export function createUsers(fastify: FastifyInstance) {
  const users = fastify.usersRepository;
  const activities = fastify.activitiesRepository;
  const taken = () => new HttpError(400, MESSAGES.usernameTaken);

  return {
    async create(viewer: UserRow, body: CreateUserBody, ip: string): Promise<UserRow> {
      if (!canCreateUsers(actor(viewer))) throw forbidden(MESSAGES.cannotCreateUsers);
      if (!canAssignRole(actor(viewer), body.role)) throw forbidden(MESSAGES.cannotAssignRole);
      const username = checkedLogin(body.username, ['body', 'username']);
      if (username.length === 0) {
        throw invalidField(['body', 'username'], MESSAGES.minLength(1), 'string_too_short');
      }
      const timezone = checkedTimeZone(body.timezone, ['body', 'timezone']) ?? 'UTC';
      if (await users.isLoginTaken(username)) throw taken();
      const passwordHash = await hashPassword(body.password);
      const values = {
        username,
        passwordHash,
        role: body.role,
        isActive: body.is_active ?? true,
        isVerified: body.is_verified ?? false,
        timezone,
        // Without a choice the account keeps none: its owner's browser decides (issue 21).
        language: body.language ?? null,
      };
      try {
        return await fastify.db.transaction(async (tx) => {
          const row = await users.create(values, tx);
          const { passwordHash: _, ...after } = values;
          await activities.record(
            {
              userId: viewer.id,
              action: 'user_create',
              description: `Создание пользователя ${username}`,
              resourceType: 'user',
              resourceId: String(row.id),
              ipAddress: ip,
              metadata: { username, after },
            },
            tx,
          );
          return row;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw taken();
        throw err;
      }
    },

    /** POST .../activate and .../deactivate, DELETE /admin/users/{id} and /auth/users/{id}. */
    setActive(viewer: UserRow, id: number, isActive: boolean, ip: string): Promise<UserRow> {
      const action = isActive ? 'user_activate' : 'user_deactivate';
      return this.update(viewer, id, { is_active: isActive }, ip, action);
    },

    /** PUT /admin/users/{id} and PUT /auth/users/{id}. */
    async update(
      viewer: UserRow,
      id: number,
      body: UpdateUserBody,
      ip: string,
      action?: ActivityAction,
    ): Promise<UserRow> {
      const timezone = checkedTimeZone(body.timezone, ['body', 'timezone']);
      let signsOut = false;
      const updated = await fastify.db.transaction(async (tx) => {
        const target = await users.findByIdForUpdate(id, tx);
        if (!target) throw notFound(MESSAGES.userNotFound);
        assertCanManage(viewer, target);
        const next = nextState(viewer, target, { ...body, timezone });
        const change = accountChanges(target, next);
        const losesSuperuser =
          target.isSuperuser && target.isActive && (!next.isActive || !next.isSuperuser);
        // Two superusers demoting each other at once must not leave the shop without one.
        if (losesSuperuser && (await users.countActiveSuperusersLocked(tx)) <= 1) {
          throw new HttpError(400, MESSAGES.lastSuperuser);
        }
        signsOut = change.signsOut;
        const updated =
          (await users.applyAdminChanges(id, change.set, change.signsOut, tx)) ?? target;
        const described = describeChange(target, change, action);
        await activities.record(
          {
            userId: viewer.id,
            action: described.action,
            description: described.description,
            resourceType: 'user',
            resourceId: String(id),
            ipAddress: ip,
            metadata: { username: target.username, before: change.before, after: change.after },
          },
          tx,
        );
        return updated;
      });
      // Rights taken away hold on every replica before the admin hears they are.
      if (signsOut) await fastify.userCache.announced(id);
      return updated;
    },
  };
}

/**
 * The account after the change, by the rules: a role is given only if the viewer may assign
 * it; only admins can be superusers (a non-admin role forces the flag off); only a superuser
 * grants the flag; deactivating a non-customer also demotes them to customer (spec 4).
 */
function nextState(viewer: UserRow, target: UserRow, body: UpdateUserBody): AdminChanges {
  const role: Role = body.role ?? target.role;
  if (role !== target.role && !canAssignRole(actor(viewer), role)) {
    throw forbidden(MESSAGES.cannotAssignRole);
  }
  let isSuperuser = role === 'admin' ? (body.is_superuser ?? target.isSuperuser) : false;
  if (isSuperuser && !target.isSuperuser && !canGrantSuperuser(actor(viewer))) {
    throw forbidden(MESSAGES.cannotGrantSuperuser);
  }
  const isActive = body.is_active ?? target.isActive;
  let nextRole = role;
  if (target.isActive && !isActive && role !== 'customer') {
    nextRole = 'customer';
    isSuperuser = false;
  }
  return {
    role: nextRole,
    isSuperuser,
    isActive,
    isVerified: body.is_verified ?? target.isVerified,
    timezone: body.timezone ?? target.timezone,
    language: body.language ?? target.language,
  };
}

export type Users = ReturnType<typeof createUsers>;

export default domainPlugin('users', createUsers, ['users-repository', 'activities-repository']);
