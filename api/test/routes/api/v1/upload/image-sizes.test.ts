/**
 * Issue 21's images: every upload is stored re-encoded without metadata and upright; its sizes
 * (`@storefront/shared/images`) are served below it, made once and kept, deleted with it; the
 * work stays off the event loop.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '@storefront/shared/images';
import sharp from 'sharp';
import { type Account, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { backends } from '../../../../helpers/databases.ts';
import { multipart, png } from '../../../../helpers/images.ts';
import { animatedGif, OWNER, photo, storeLegacy } from '../../../../helpers/photos.ts';
import { uploadImage } from '../../../../helpers/uploads.ts';

const FILES = '/api/v1/upload/files';
const ALL_SIZES = IMAGE_WIDTHS.flatMap((w) => IMAGE_FORMATS.map((f) => `${w}.${f}`)).sort();

for (const backend of backends()) {
  describe(`uploaded images and their sizes [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    const get = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ url, headers });
    const sizesOnDisk = (name: string) => {
      const folder = path.join(ctx.app.config.uploads.dir, 'derived', name);
      return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
    };

    before(async () => {
      admin = await newAdmin(ctx.app);
    });

    it('serves a phone photo without EXIF or GPS, upright (orientation 6 applied)', async () => {
      const sent = await photo({ width: 1600, height: 1200, orientation: 6 });
      assert.ok(sent.includes(OWNER), 'the test photo carries its owner');
      assert.equal((await sharp(sent).metadata()).orientation, 6);
      const upload = await uploadImage(ctx.app, admin.headers, sent, 'IMG_0001.jpg');
      const res = await get(upload.url);
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-type'], 'image/jpeg');
      const served = res.rawPayload;
      assert.equal(served.includes(OWNER), false);
      const meta = await sharp(served).metadata();
      assert.deepEqual(
        [meta.format, meta.width, meta.height, meta.exif, meta.xmp, meta.iptc, meta.orientation],
        ['jpeg', 1200, 1600, undefined, undefined, undefined, undefined],
      );
      assert.equal(upload.size, served.length);
    });

    it('keeps each format its own: PNG and WebP re-encoded bare, an animated GIF animated', async () => {
      for (const format of ['png', 'webp'] as const) {
        const sent = await photo({ width: 90, height: 60, orientation: 6, format });
        const upload = await uploadImage(ctx.app, admin.headers, sent, `x.${format}`);
        assert.ok(upload.filename.endsWith(`.${format}`));
        const served = (await get(upload.url)).rawPayload;
        const meta = await sharp(served).metadata();
        assert.deepEqual(
          [meta.format, meta.width, meta.height, meta.exif, meta.orientation],
          [format, 60, 90, undefined, undefined],
          format,
        );
        assert.equal(served.includes(OWNER), false, format);
      }
      const gif = await uploadImage(ctx.app, admin.headers, await animatedGif(), 'a.gif');
      const served = (await get(gif.url)).rawPayload;
      const meta = await sharp(served, { animated: true }).metadata();
      assert.deepEqual([meta.format, meta.pages, meta.pageHeight], ['gif', 3, 16]);
    });

    it('makes every size after the upload and serves each as the asked format, cached for a year', async () => {
      const sent = await photo({ width: 1300, height: 1000, orientation: 6 });
      const upload = await uploadImage(ctx.app, admin.headers, sent);
      await ctx.app.imageSizes.idle();
      assert.deepEqual(sizesOnDisk(upload.filename), ALL_SIZES);
      const original = await get(upload.url);
      for (const [size, type, width, height] of [
        ['160.webp', 'image/webp', 160, 208],
        ['480.jpg', 'image/jpeg', 480, 624],
        ['960.webp', 'image/webp', 960, 1248],
        // Never enlarged: the photo's shorter side is 1000.
        ['1200.jpg', 'image/jpeg', 1000, 1300],
      ] as const) {
        const res = await get(`${upload.url}/${size}`);
        assert.equal(res.statusCode, 200, size);
        assert.equal(res.headers['content-type'], type, size);
        for (const header of [
          'cache-control',
          'content-disposition',
          'x-content-type-options',
          'content-security-policy',
        ]) {
          assert.equal(res.headers[header], original.headers[header], `${size} ${header}`);
        }
        assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
        assert.equal(Number(res.headers['content-length']), res.rawPayload.length);
        const meta = await sharp(res.rawPayload).metadata();
        assert.deepEqual(
          [meta.format, meta.width, meta.height, meta.exif],
          [type === 'image/webp' ? 'webp' : 'jpeg', width, height, undefined],
          size,
        );
        assert.equal(res.rawPayload.includes(OWNER), false, size);
      }
      // A picture smaller than a size is given as it is, not enlarged.
      const small = await uploadImage(ctx.app, admin.headers, png(30, 20));
      const tiny = await sharp((await get(`${small.url}/320.webp`)).rawPayload).metadata();
      assert.deepEqual([tiny.width, tiny.height], [30, 20]);
    });

    it('answers 404 in the asked language for a size or an upload it does not make', async () => {
      const upload = await uploadImage(ctx.app, admin.headers);
      for (const url of [
        `${upload.url}/500.webp`,
        `${upload.url}/480.avif`,
        `${upload.url}/480.png`,
        `${upload.url}/0480.webp`,
        `${upload.url}/480.webp.jpg`,
        `${upload.url}/..%2F480.webp`,
        `${FILES}/ffffffffffffffffffffffffffffffff.png/480.webp`,
        `${FILES}/${upload.filename.toUpperCase()}/480.webp`,
        `${FILES}/derived/480.webp`,
      ]) {
        const ru = await get(url);
        assert.deepEqual([ru.statusCode, ru.json()], [404, { detail: 'Файл не найден' }], url);
        const en = await get(url, { 'accept-language': 'en' });
        assert.deepEqual([en.statusCode, en.json()], [404, { detail: 'File not found' }], url);
      }
      assert.deepEqual(sizesOnDisk('ffffffffffffffffffffffffffffffff.png'), []);
    });

    it('makes a missing size on first request, once for concurrent requests, then keeps it', async () => {
      // Stored the old way: no sizes were queued for it.
      const sent = await photo({ width: 800, height: 600, orientation: 6 });
      const name = await storeLegacy(ctx.app, sent);
      const storage = ctx.app.fileStorage;
      const save = storage.saveDerived;
      let saves = 0;
      storage.saveDerived = (...args) => {
        if (args[0] === name) saves += 1;
        return save.apply(storage, args);
      };
      try {
        const answers = await Promise.all(
          Array.from({ length: 6 }, () => get(`${FILES}/${name}/320.webp`)),
        );
        assert.deepEqual(
          answers.map((r) => r.statusCode),
          [200, 200, 200, 200, 200, 200],
        );
        assert.equal(saves, 1);
        for (const res of answers) assert.deepEqual(res.rawPayload, answers[0]?.rawPayload);
        // Made from the old file, yet upright and bare.
        const meta = await sharp(answers[0]?.rawPayload).metadata();
        assert.deepEqual([meta.width, meta.height, meta.exif], [320, 427, undefined]);
        assert.deepEqual(sizesOnDisk(name), ['320.webp']);
        assert.equal((await get(`${FILES}/${name}/320.webp`)).statusCode, 200);
        assert.equal(saves, 1);
      } finally {
        storage.saveDerived = save;
      }
    });

    it('deletes the sizes with their upload: DELETE, and a product that stops showing it', async () => {
      const upload = await uploadImage(ctx.app, admin.headers, png(40, 40));
      await ctx.app.imageSizes.idle();
      assert.equal(sizesOnDisk(upload.filename).length, ALL_SIZES.length);
      const del = await ctx.app.inject({
        method: 'DELETE',
        url: upload.url,
        headers: admin.headers,
      });
      assert.equal(del.statusCode, 204);
      assert.deepEqual(sizesOnDisk(upload.filename), []);
      assert.equal((await get(`${upload.url}/160.webp`)).statusCode, 404);

      const logo = await uploadImage(ctx.app, admin.headers, png(40, 40));
      const product = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/products/',
        headers: admin.headers,
        payload: { name: 'Товар с фото', description: 'О', logo_image: logo.url },
      });
      assert.equal(product.statusCode, 201, product.body);
      await ctx.app.imageSizes.idle();
      assert.equal(sizesOnDisk(logo.filename).length, ALL_SIZES.length);
      const gone = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/products/${product.json().id}`,
        headers: admin.headers,
      });
      assert.equal(gone.statusCode, 204);
      assert.deepEqual(sizesOnDisk(logo.filename), []);
    });

    // The event loop's share is measured once, on the embedded database (it runs on this thread).
    it('keeps /health answering while several large photos are uploaded at once', {
      skip: backend !== 'pglite',
    }, async (t) => {
      // Modest, to keep the suite fast; bench/ uploads ten 4000x3000 phone photos.
      const photos = await Promise.all(
        Array.from({ length: 3 }, () => photo({ width: 1600, height: 1200 })),
      );
      let busy = true;
      const uploading = Promise.all(
        photos.map((bytes) => {
          const body = multipart([{ field: 'file', filename: 'p.jpg', content: bytes }]);
          return ctx.app.inject({
            method: 'POST',
            url: '/api/v1/upload/single',
            headers: { ...admin.headers, ...body.headers },
            payload: body.payload,
          });
        }),
      ).then(async (answers) => {
        await ctx.app.imageSizes.idle();
        busy = false;
        return answers;
      });
      const latencies: number[] = [];
      while (busy) {
        const started = performance.now();
        const health = await get('/health');
        latencies.push(performance.now() - started);
        assert.equal(health.statusCode, 200);
        await sleep(20);
      }
      const answers = await uploading;
      assert.deepEqual(
        answers.map((r) => r.statusCode),
        [201, 201, 201],
      );
      const worst = Math.max(...latencies);
      t.diagnostic(`/health: ${latencies.length} probes, slowest ${worst.toFixed(1)} ms`);
      // The uploads and their sizes are seconds of libvips work; /health waits for none of it.
      assert.ok(latencies.length >= 5, `only ${latencies.length} probes`);
      assert.ok(worst < 250, `slowest /health ${worst.toFixed(0)} ms of ${latencies.length}`);
    });
  });
}
