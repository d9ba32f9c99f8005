/** Serving and deleting stored files: GET and DELETE /api/v1/upload/files/{filename}. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { activities, uploads } from '../../../../../src/db/schema/index.ts';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { backends } from '../../../../helpers/databases.ts';
import { png } from '../../../../helpers/images.ts';
import { uploadImage } from '../../../../helpers/uploads.ts';

const URL = '/api/v1/upload';
const NAME = /^[0-9a-f]{32}\.(jpg|png|webp|gif)$/;

for (const backend of backends()) {
  describe(`/api/v1/upload/files [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    const stored = () => fs.readdirSync(ctx.app.config.uploads.dir).sort();

    before(async () => {
      admin = await newAdmin(ctx.app);
    });

    it('stores a real PNG under a random name and serves it back as an image, safely', async () => {
      const bytes = png(3, 2);
      const result = await uploadImage(ctx.app, admin.headers, bytes, 'C:\\фото\\logo.png');
      assert.match(result.filename, NAME);
      assert.ok(result.filename.endsWith('.png'));
      // Stored re-encoded (issue 21): the size is of what is stored and served.
      const kept = fs.readFileSync(path.join(ctx.app.config.uploads.dir, result.filename));
      assert.deepEqual(result, {
        url: `/api/v1/upload/files/${result.filename}`,
        filename: result.filename,
        original_name: 'logo.png',
        size: kept.length,
      });
      assert.ok(stored().includes(result.filename));
      const res = await ctx.app.inject({ url: result.url });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.rawPayload, kept);
      assert.equal(res.headers['content-type'], 'image/png');
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['content-disposition'], 'inline');
      assert.match(String(res.headers['cache-control']), /max-age=31536000, immutable/);
      assert.match(String(res.headers['content-security-policy']), /^default-src 'none'.*sandbox/);
      const [log] = await ctx.app.db
        .select()
        .from(activities)
        .where(eq(activities.resourceId, result.filename));
      assert.deepEqual([log?.action, log?.userId], ['file_upload', admin.id]);
    });

    it('answers 404 for names it could not have made, without touching the disk', async () => {
      const { filename } = await uploadImage(ctx.app, admin.headers);
      fs.writeFileSync(path.join(ctx.app.config.uploads.dir, 'secret.txt'), 'x');
      for (const name of [
        '..%2F..%2Fetc%2Fpasswd',
        '..%2Fsecret.txt',
        'secret.txt',
        filename.toUpperCase(),
        `${filename}.png`,
        'ffffffffffffffffffffffffffffffff.png',
      ]) {
        const res = await ctx.app.inject({ url: `${URL}/files/${name}` });
        assert.equal(res.statusCode, 404, name);
        const del = await ctx.app.inject({
          method: 'DELETE',
          url: `${URL}/files/${name}`,
          headers: admin.headers,
        });
        assert.equal(del.statusCode, 404, name);
      }
      assert.equal((await ctx.app.inject({ url: `${URL}/files/../x.png` })).statusCode, 404);
    });

    it('deletes an unused file: gone from the table, the disk and the answers; logged', async () => {
      const { filename, url } = await uploadImage(ctx.app, admin.headers);
      const customer = await createAccount(ctx.app);
      const forbidden = await ctx.app.inject({ method: 'DELETE', url, headers: customer.headers });
      assert.equal(forbidden.statusCode, 403);
      const res = await ctx.app.inject({ method: 'DELETE', url, headers: admin.headers });
      assert.equal(res.statusCode, 204);
      assert.ok(!stored().includes(filename));
      assert.deepEqual(
        await ctx.app.db.select().from(uploads).where(eq(uploads.filename, filename)),
        [],
      );
      assert.equal((await ctx.app.inject({ url })).statusCode, 404);
      const again = await ctx.app.inject({ method: 'DELETE', url, headers: admin.headers });
      assert.deepEqual([again.statusCode, again.json().detail], [404, 'Файл не найден']);
      const log = await ctx.app.db
        .select()
        .from(activities)
        .where(eq(activities.resourceId, filename));
      assert.deepEqual(log.map((a) => a.action).sort(), ['file_delete', 'file_upload']);
    });
  });
}
