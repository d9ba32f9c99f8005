/**
 * The orphan sweep: uploads no product shows and older than the TTL go (row and bytes), fresh
 * ones and shown ones stay; stray bytes without a row go too; two sweeps at once share the work.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { inArray, sql } from 'drizzle-orm';
import { uploads } from '../../../../src/db/schema/index.ts';
import { type Account, newAdmin } from '../../../helpers/accounts.ts';
import { freshUploadDir, TEST_IMAGE_LIMITS, useApp } from '../../../helpers/app.ts';
import { backends } from '../../../helpers/databases.ts';
import { png } from '../../../helpers/images.ts';
import { type Uploaded, uploadImage } from '../../../helpers/uploads.ts';

const DAY = 86_400_000;

for (const backend of backends()) {
  describe(`orphan upload sweep [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    const upload = () => uploadImage(ctx.app, admin.headers);
    const status = async (file: Uploaded) => (await ctx.app.inject({ url: file.url })).statusCode;
    /** Moves the files' upload time back, as if they were sent `days` ago. */
    const age = (files: Uploaded[], days: number) =>
      ctx.app.db
        .update(uploads)
        .set({ createdAt: sql`now() - make_interval(days => ${days})` })
        .where(
          inArray(
            uploads.filename,
            files.map((f) => f.filename),
          ),
        );
    const strayFile = async (ageMs: number) => {
      const name = `${randomBytes(16).toString('hex')}.png`;
      await ctx.app.fileStorage.save(name, png(), 'image/png');
      const when = new Date(Date.now() - ageMs);
      fs.utimesSync(path.join(ctx.app.config.uploads.dir, name), when, when);
      return name;
    };

    before(async () => {
      admin = await newAdmin(ctx.app);
    });

    it('removes an old unreferenced upload, keeps a fresh one and an old one a product shows', async () => {
      const [old, fresh, shown] = [await upload(), await upload(), await upload()];
      const product = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/products/',
        headers: admin.headers,
        payload: {
          name: `Товар ${randomBytes(3).toString('hex')}`,
          description: 'О',
          logo_image: shown.url,
        },
      });
      assert.equal(product.statusCode, 201, product.body);
      await age([old, shown], 2);
      const result = await ctx.app.uploadSweep.run();
      assert.equal(result.rows, 1);
      assert.deepEqual(
        [await status(old), await status(fresh), await status(shown)],
        [404, 200, 200],
      );
      assert.equal(fs.existsSync(path.join(ctx.app.config.uploads.dir, old.filename)), false);
      // The clock decides: a day and a bit later the fresh one is an orphan too.
      const later = await ctx.app.uploadSweep.run(new Date(Date.now() + DAY + 60_000));
      assert.equal(later.rows, 1);
      assert.deepEqual([await status(fresh), await status(shown)], [404, 200]);
    });

    it('removes stray bytes without a row once they are older than the TTL', async () => {
      const oldStray = await strayFile(2 * DAY);
      const freshStray = await strayFile(0);
      const recorded = await upload();
      await age([recorded], 0);
      const result = await ctx.app.uploadSweep.run();
      assert.equal(result.files, 1);
      const left = fs.readdirSync(ctx.app.config.uploads.dir);
      assert.equal(left.includes(oldStray), false);
      assert.ok(left.includes(freshStray) && left.includes(recorded.filename));
      await ctx.app.fileStorage.remove(freshStray);
    });

    it('lets two sweeps run at once (as two replicas would): each orphan goes exactly once', async () => {
      const files: Uploaded[] = [];
      for (let i = 0; i < 6; i++) files.push(await upload());
      await age(files, 3);
      const results = await Promise.all([ctx.app.uploadSweep.run(), ctx.app.uploadSweep.run()]);
      assert.equal(results[0].rows + results[1].rows, files.length);
      for (const file of files) assert.equal(await status(file), 404);
    });
  });

  describe(`orphan upload sweep on its timer [${backend}]`, () => {
    // A TTL of 200 ms also makes the sweep run every 200 ms.
    const uploads = { dir: freshUploadDir(), maxBytes: 1 << 20, orphanTtlMs: 200 };
    const config = { uploads: { ...uploads, image: TEST_IMAGE_LIMITS } };
    const ctx = useApp(backend, { config });

    it('runs by itself, periodically', async () => {
      const admin = await newAdmin(ctx.app);
      const file = await uploadImage(ctx.app, admin.headers);
      let answer = 200;
      for (let i = 0; i < 50 && answer === 200; i++) {
        await sleep(100);
        answer = (await ctx.app.inject({ url: file.url })).statusCode;
      }
      assert.equal(answer, 404);
    });
  });
}
