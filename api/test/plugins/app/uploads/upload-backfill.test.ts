/**
 * Uploads stored before issue 21 (the sent bytes, EXIF and all): the backfill re-encodes them
 * once, marks them and makes their sizes; two runs at once (two replicas) share the rows. The
 * orphan sweep removes sizes whose upload is gone.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '@storefront/shared/images';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { uploads } from '../../../../src/db/schema/index.ts';
import { type Account, newAdmin } from '../../../helpers/accounts.ts';
import { useApp } from '../../../helpers/app.ts';
import { backends } from '../../../helpers/databases.ts';
import { png } from '../../../helpers/images.ts';
import { OWNER, photo, storeLegacy } from '../../../helpers/photos.ts';
import { uploadImage } from '../../../helpers/uploads.ts';

const DAY = 86_400_000;

for (const backend of backends()) {
  describe(`old uploads re-encoded, stray sizes swept [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    const dir = () => ctx.app.config.uploads.dir;
    const sizesOf = (name: string) => {
      const folder = path.join(dir(), 'derived', name);
      return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
    };
    const rowOf = async (name: string) =>
      (await ctx.app.db.select().from(uploads).where(eq(uploads.filename, name)))[0];

    before(async () => {
      admin = await newAdmin(ctx.app);
    });

    it('re-encodes an upload stored the old way: no EXIF, upright, marked, with its sizes', async () => {
      const sent = await photo({ width: 600, height: 400, orientation: 6 });
      const name = await storeLegacy(ctx.app, sent);
      assert.ok(fs.readFileSync(path.join(dir(), name)).includes(OWNER));
      assert.equal((await rowOf(name))?.cleanedAt, null);
      // A fresh upload is clean from the start: the backfill leaves it alone.
      const fresh = await uploadImage(ctx.app, admin.headers);
      assert.notEqual((await rowOf(fresh.filename))?.cleanedAt, null);

      assert.deepEqual(await ctx.app.uploadBackfill.run(), { cleaned: 1, failed: 0 });
      const stored = fs.readFileSync(path.join(dir(), name));
      assert.equal(stored.includes(OWNER), false);
      const meta = await sharp(stored).metadata();
      assert.deepEqual(
        [meta.format, meta.width, meta.height, meta.exif, meta.orientation],
        ['jpeg', 400, 600, undefined, undefined],
      );
      const row = await rowOf(name);
      assert.notEqual(row?.cleanedAt, null);
      assert.equal(row?.size, stored.length);
      const served = await ctx.app.inject({ url: `/api/v1/upload/files/${name}` });
      assert.deepEqual(served.rawPayload, stored);
      await ctx.app.imageSizes.idle();
      assert.equal(sizesOf(name).length, IMAGE_WIDTHS.length * IMAGE_FORMATS.length);
      // Done once: a second run finds nothing.
      assert.deepEqual(await ctx.app.uploadBackfill.run(), { cleaned: 0, failed: 0 });
    });

    it('shares the rows between two runs at once, each file re-encoded exactly once', async () => {
      const names = await Promise.all(
        Array.from({ length: 12 }, async () =>
          storeLegacy(ctx.app, await photo({ width: 64, height: 48, orientation: 3 })),
        ),
      );
      const storage = ctx.app.fileStorage;
      const save = storage.save;
      const saved: string[] = [];
      storage.save = (...args) => {
        saved.push(args[0]);
        return save.apply(storage, args);
      };
      try {
        const runs = await Promise.all([
          ctx.app.uploadBackfill.run(),
          ctx.app.uploadBackfill.run(),
        ]);
        assert.equal(runs[0].cleaned + runs[1].cleaned, names.length);
        assert.deepEqual(saved.sort(), [...names].sort());
      } finally {
        storage.save = save;
      }
      const rows = await ctx.app.db
        .select({ cleanedAt: uploads.cleanedAt })
        .from(uploads)
        .where(inArray(uploads.filename, names));
      assert.ok(rows.every((r) => r.cleanedAt !== null));
    });

    it('leaves a file it cannot decode to a later run, and serves it as before', async () => {
      const broken = (await photo({ width: 64, height: 48 })).subarray(0, 300);
      const name = await storeLegacy(ctx.app, broken);
      assert.deepEqual(await ctx.app.uploadBackfill.run(), { cleaned: 0, failed: 1 });
      assert.equal((await rowOf(name))?.cleanedAt, null);
      // Its lease keeps it out of the next run.
      assert.deepEqual(await ctx.app.uploadBackfill.run(), { cleaned: 0, failed: 0 });
      const res = await ctx.app.inject({ url: `/api/v1/upload/files/${name}` });
      assert.equal(res.statusCode, 200);
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/upload/files/${name}`,
        headers: admin.headers,
      });
    });

    it('sweeps an orphan with its sizes, and old sizes whose upload is gone', async () => {
      const orphan = await uploadImage(ctx.app, admin.headers, png(20, 20));
      await ctx.app.imageSizes.idle();
      assert.equal(sizesOf(orphan.filename).length, IMAGE_WIDTHS.length * IMAGE_FORMATS.length);
      // Sizes left behind by a deletion whose removal failed: no row, no file.
      const gone = `${randomBytes(16).toString('hex')}.png`;
      await ctx.app.fileStorage.saveDerived(gone, '160.webp', png());
      const fresh = `${randomBytes(16).toString('hex')}.png`;
      await ctx.app.fileStorage.saveDerived(fresh, '160.webp', png());
      const old = new Date(Date.now() - 2 * DAY);
      fs.utimesSync(path.join(dir(), 'derived', gone), old, old);

      await ctx.app.db
        .update(uploads)
        .set({ createdAt: new Date(Date.now() - 2 * DAY) })
        .where(eq(uploads.filename, orphan.filename));
      const result = await ctx.app.uploadSweep.run();
      assert.equal(result.rows, 1);
      assert.equal(result.sizes, 1);
      assert.deepEqual(sizesOf(orphan.filename), []);
      assert.deepEqual(sizesOf(gone), []);
      // Too fresh to tell from a making that runs before its row is written.
      assert.deepEqual(sizesOf(fresh), ['160.webp']);
    });
  });
}
