import { normalizeLogin } from '@storefront/shared/text-safety';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { generatePassword, hashPassword } from '../../lib/passwords.ts';

export interface BootstrapOptions {
  /** Where the one-time credentials block goes; stdout by default, a collector in tests. */
  print?: (text: string) => void;
}

/**
 * First start: no active superuser yet, so create one from ADMIN_USERNAME/ADMIN_PASSWORD, or
 * `admin` with a generated password printed once. There are no default credentials. If the
 * account exists but lost its rights (deactivated), it is revived: setting ADMIN_PASSWORD and
 * restarting is the documented way back in.
 */
export default fp(
  async (fastify: FastifyInstance, options: BootstrapOptions) => {
    const users = fastify.usersRepository;
    // Fast path of every later start; the locked transaction below re-checks.
    if ((await users.countActiveSuperusers()) > 0) return;
    const { admin } = fastify.config;
    const username = normalizeLogin(admin.username ?? 'admin');
    const password = admin.password ?? generatePassword();
    const passwordHash = await hashPassword(password);

    const created = await fastify.db.transaction(async (tx) => {
      // Two instances starting together against one server must not both create it.
      await users.lockBootstrap(tx);
      if ((await users.countActiveSuperusers(tx)) > 0) return null;
      const existing = await users.findByUsername(username, tx);
      const user = existing
        ? await users.makeActiveSuperuser(existing.id, passwordHash, tx)
        : await users.create({ username, passwordHash, role: 'admin', isSuperuser: true }, tx);
      if (!user) return null;
      await fastify.activitiesRepository.record(
        { userId: user.id, action: 'superuser_bootstrap', ipAddress: null, metadata: { username } },
        tx,
      );
      return user;
    });
    if (!created) return;
    if (admin.password) {
      fastify.log.info({ username: created.username }, 'superuser created from ADMIN_* variables');
      return;
    }
    (options.print ?? ((text) => process.stdout.write(text)))(banner(created.username, password));
  },
  { name: 'bootstrap-superuser', dependencies: ['users-repository', 'activities-repository'] },
);

function banner(username: string, password: string): string {
  const line = '='.repeat(66);
  return [
    '',
    line,
    '  Создан первый администратор (суперпользователь).',
    '  Сохраните пароль: он показан ОДИН раз и больше нигде не хранится.',
    '  First superuser created. Save the password: it is shown only once.',
    '',
    `    Логин  / username: ${username}`,
    `    Пароль / password: ${password}`,
    line,
    '',
    '',
  ].join('\n');
}
