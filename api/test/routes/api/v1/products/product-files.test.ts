/**
 * Nothing left behind in the file store: a product's delete, or a PUT that replaces its images,
 * removes the files it no longer shows (row and bytes), unless another product shows them.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { before, describe, it } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { activities, uploads } from '../../../../../src/db/schema/index.ts';
import { type Account, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { backends } from '../../../../helpers/databases.ts';
import { type Uploaded, uploadImage } from '../../../../helpers/uploads.ts';

const URL = '/api/v1/products';

for (const backend of backends()) {
  describe(`/api/v1/products: files follow the product [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    const call = (method: string, url: string, payload?: object) =>
      ctx.app.inject({ method: method as 'GET', url, headers: admin.headers, payload });
    const create = async (logo: Uploaded, images: Uploaded[] = []) => {
      const res = await call('POST', `${URL}/`, {
        name: `Товар ${randomBytes(3).toString('hex')}`,
        description: 'Описание',
        logo_image: logo.url,
        images: images.map((i) => i.url),
      });
      assert.equal(res.statusCode, 201, res.body);
      return res.json() as { id: number };
    };
    const status = async (file: Uploaded) => (await ctx.app.inject({ url: file.url })).statusCode;
    const onDisk = (file: Uploaded) =>
      fs.existsSync(`${ctx.app.config.uploads.dir}/${file.filename}`);
    const rowsOf = async (files: Uploaded[]) =>
      (
        await ctx.app.db
          .select({ filename: uploads.filename })
          .from(uploads)
          .where(
            inArray(
              uploads.filename,
              files.map((f) => f.filename),
            ),
          )
      ).length;

    before(async () => {
      admin = await newAdmin(ctx.app);
    });

    it('deletes the files of a deleted product: 404, no row, no bytes, logged', async () => {
      const logo = await uploadImage(ctx.app, admin.headers);
      const images = [
        await uploadImage(ctx.app, admin.headers),
        await uploadImage(ctx.app, admin.headers),
      ];
      const product = await create(logo, images);
      assert.equal((await call('DELETE', `${URL}/${product.id}`)).statusCode, 204);
      for (const file of [logo, ...images]) {
        assert.equal(await status(file), 404, file.filename);
        assert.equal(onDisk(file), false, file.filename);
      }
      assert.equal(await rowsOf([logo, ...images]), 0);
      const log = await ctx.app.db
        .select()
        .from(activities)
        .where(eq(activities.resourceId, logo.filename));
      assert.deepEqual(log.map((a) => [a.action, a.userId, a.metadataJson.product_id]).sort(), [
        ['file_delete', admin.id, product.id],
        ['file_upload', admin.id, undefined],
      ]);
    });

    it('replacing the logo on PUT removes the old file and serves the new one', async () => {
      const [old, fresh, kept] = [
        await uploadImage(ctx.app, admin.headers),
        await uploadImage(ctx.app, admin.headers),
        await uploadImage(ctx.app, admin.headers),
      ];
      const product = await create(old, [kept]);
      const res = await call('PUT', `${URL}/${product.id}`, { logo_image: fresh.url });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(
        [await status(old), await status(fresh), await status(kept)],
        [404, 200, 200],
      );
      assert.equal(onDisk(old), false);
      // Dropping an extra image removes it too; a PUT that keeps everything removes nothing.
      await call('PUT', `${URL}/${product.id}`, { images: [] });
      assert.equal(await status(kept), 404);
      await call('PUT', `${URL}/${product.id}`, { name: 'Другое имя', logo_image: fresh.url });
      assert.equal(await status(fresh), 200);
    });

    it('keeps a file another product still shows', async () => {
      const shared = await uploadImage(ctx.app, admin.headers);
      const own = await uploadImage(ctx.app, admin.headers);
      const first = await create(shared, [own]);
      const second = await create(own, [shared]);
      assert.equal((await call('DELETE', `${URL}/${first.id}`)).statusCode, 204);
      assert.deepEqual([await status(shared), await status(own)], [200, 200]);
      assert.equal(await rowsOf([shared, own]), 2);
      await call('DELETE', `${URL}/${second.id}`);
      assert.deepEqual([await status(shared), await status(own)], [404, 404]);
    });

    it('a failed byte removal is logged, not fatal: the delete still answers 204', async () => {
      const logo = await uploadImage(ctx.app, admin.headers);
      const product = await create(logo);
      const storage = ctx.app.fileStorage;
      const remove = storage.remove;
      storage.remove = async () => {
        throw new Error('store unavailable');
      };
      try {
        assert.equal((await call('DELETE', `${URL}/${product.id}`)).statusCode, 204);
      } finally {
        storage.remove = remove;
      }
      assert.equal(await rowsOf([logo]), 0);
      assert.equal(onDisk(logo), true, 'stray bytes, left for the sweep');
    });
  });
}
