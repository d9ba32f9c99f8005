import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import type { DatabaseConfig } from '../../src/config.ts';
import { LOCK_FILE } from '../../src/db/data-dir-lock.ts';
import { openPglite } from '../../src/db/open-pglite.ts';
import { users } from '../../src/db/schema/index.ts';
import { buildTestApp } from '../helpers/app.ts';
import { type Backend, backends, createTestDatabase } from '../helpers/databases.ts';
import { seededPgliteFolder } from '../helpers/pglite-folder.ts';
import { bearer, signedInUser } from '../helpers/requests.ts';

/** What a restart must keep: data, sessions (the generated JWT secret), the one superuser. */
for (const backend of backends()) {
  describe(`restart on the same database [${backend}]`, () => {
    let database: DatabaseConfig;
    let drop = async () => {};
    const printed: string[] = [];
    const start = () =>
      buildTestApp(database, {
        config: { admin: { username: null, password: null } },
        print: (t) => printed.push(t),
      });

    before(async () => {
      if (backend === 'pglite') {
        database = { kind: 'pglite', dataDir: await seededPgliteFolder() };
      } else {
        const created = await createTestDatabase(backend as Backend);
        database = created.config;
        drop = created.drop;
      }
    });
    after(() => drop());

    it('keeps users and tokens, and bootstraps the superuser only once', async () => {
      let app: App = await start();
      const user = await signedInUser(app);
      if (database.kind === 'pglite') {
        // A second process (or app) on the same folder is refused while the first runs.
        await assert.rejects(
          openPglite({ dataDir: database.dataDir }),
          /уже открыта другим процессом/,
        );
      }
      await app.close();
      if (database.kind === 'pglite')
        assert.equal(fs.existsSync(path.join(database.dataDir, LOCK_FILE)), false);

      app = await start();
      try {
        const me = await app.inject({ url: '/api/v1/auth/me', headers: bearer(user.token) });
        assert.equal(me.statusCode, 200, 'the token signed before the restart still works');
        assert.equal(printed.length, 1, 'credentials printed on the first start only');
        const supers = await app.db.select().from(users).where(eq(users.isSuperuser, true));
        assert.equal(supers.length, 1);
      } finally {
        await app.close();
      }
    });

    it('revives a deactivated superuser at start with a fresh password', async () => {
      let app: App = await start();
      await app.db.update(users).set({ isActive: false }).where(eq(users.username, 'admin'));
      await app.close();
      printed.length = 0;
      app = await start();
      try {
        assert.equal(printed.length, 1);
        const [row] = await app.db.select().from(users).where(eq(users.username, 'admin'));
        assert.equal(row?.isActive, true);
        assert.equal(row?.isSuperuser, true);
      } finally {
        await app.close();
      }
    });
  });
}
