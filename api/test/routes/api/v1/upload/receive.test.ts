/** Receiving images: POST /api/v1/upload/single and /multiple. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { before, describe, it } from 'node:test';
import { type Account, createAccount, newAdmin } from '../../../../helpers/accounts.ts';
import { freshUploadDir, TEST_IMAGE_LIMITS, useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { gif, jpeg, multipart, type Part, png, svg, webp } from '../../../../helpers/images.ts';
import { uploadImage } from '../../../../helpers/uploads.ts';

const URL = '/api/v1/upload';

for (const backend of backends()) {
  describe(`POST /api/v1/upload/single and /multiple [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    const post = (url: string, parts: Part[], who: Account | null = admin) => {
      const body = multipart(parts);
      const auth = who ? who.headers : {};
      return ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
    };
    const stored = () => fs.readdirSync(ctx.app.config.uploads.dir).sort();

    before(async () => {
      admin = await newAdmin(ctx.app);
    });

    it('decides the type by the bytes: a JPEG named .txt sent as text/plain is a .jpg', async () => {
      const res = await post(`${URL}/single`, [
        { field: 'file', filename: 'notes.txt', contentType: 'text/plain', content: jpeg() },
      ]);
      assert.equal(res.statusCode, 201, res.body);
      assert.ok(res.json().filename.endsWith('.jpg'));
      const served = await ctx.app.inject({ url: res.json().url });
      assert.equal(served.headers['content-type'], 'image/jpeg');
    });

    it('stores up to five files at once, each by its own type', async () => {
      const files = [png(), jpeg(), gif(), webp()].map((content, i) => ({
        field: 'files',
        filename: `${i}.bin`,
        content,
      }));
      const res = await post(`${URL}/multiple`, files);
      assert.equal(res.statusCode, 201, res.body);
      assert.deepEqual(
        res.json().map((r: { filename: string }) => r.filename.split('.')[1]),
        ['png', 'jpg', 'gif', 'webp'],
      );
    });

    const refused: [string, string, Part[], number, string | RegExp][] = [
      [
        'a text file renamed .png',
        'single',
        [
          {
            field: 'file',
            filename: 'x.png',
            contentType: 'image/png',
            content: 'hello, not a picture',
          },
        ],
        415,
        'Можно загружать только изображения JPEG, PNG, WebP или GIF',
      ],
      [
        'an SVG',
        'single',
        [{ field: 'file', filename: 'x.svg', contentType: 'image/svg+xml', content: svg() }],
        415,
        /JPEG, PNG, WebP или GIF/,
      ],
      ['an empty file', 'single', [{ field: 'file', filename: 'x.png', content: '' }], 415, /JPEG/],
      ['no file', 'single', [], 422, 'missing'],
      [
        'a file in another field',
        'single',
        [{ field: 'image', filename: 'x.png', content: png() }],
        422,
        'extra_forbidden',
      ],
      [
        'a text field',
        'single',
        [
          { field: 'note', content: 'x' },
          { field: 'file', filename: 'x.png', content: png() },
        ],
        422,
        'extra_forbidden',
      ],
      [
        'two files on /single',
        'single',
        [1, 2].map(() => ({ field: 'file', filename: 'x.png', content: png() })),
        413,
        /только один файл/,
      ],
      [
        'six files',
        'multiple',
        [1, 2, 3, 4, 5, 6].map(() => ({ field: 'files', filename: 'x.png', content: png() })),
        413,
        /не более 5 файлов/,
      ],
      [
        'a bad file after good ones',
        'multiple',
        [
          { field: 'files', filename: 'a.png', content: png() },
          { field: 'files', filename: 'b.png', content: svg() },
        ],
        415,
        /JPEG/,
      ],
    ];
    refused.push([
      'text where the file should be',
      'single',
      [{ field: 'file', content: 'https://example.com/x.png' }],
      422,
      'value_error',
    ]);
    for (const [name, route, parts, status, detail] of refused) {
      it(`refuses ${name} (${status}) and stores nothing`, async () => {
        const [files, state] = [stored(), await databaseState(ctx.app)];
        const res = await post(`${URL}/${route}`, parts);
        assert.equal(res.statusCode, status, res.body);
        const body = res.json();
        const text = typeof body.detail === 'string' ? body.detail : body.detail[0].type;
        if (typeof detail === 'string') assert.equal(text, detail);
        else assert.match(text, detail);
        assert.deepEqual(stored(), files);
        assert.equal(await databaseState(ctx.app), state);
      });
    }

    it('refuses a JSON body with 415, guests with 401 and customers with 403', async () => {
      const json = await ctx.app.inject({
        method: 'POST',
        url: `${URL}/single`,
        headers: admin.headers,
        payload: {},
      });
      assert.deepEqual(
        [json.statusCode, json.json().detail],
        [415, 'Ожидается multipart/form-data'],
      );
      const part = [{ field: 'file', filename: 'x.png', content: png() }];
      assert.equal((await post(`${URL}/single`, part, null)).statusCode, 401);
      const customer = await createAccount(ctx.app);
      assert.equal((await post(`${URL}/multiple`, part, customer)).statusCode, 403);
    });
  });

  describe(`/api/v1/upload with UPLOAD_MAX_BYTES=2048 [${backend}]`, () => {
    const uploads = {
      dir: freshUploadDir(),
      maxBytes: 2048,
      orphanTtlMs: 86_400_000,
      image: TEST_IMAGE_LIMITS,
    };
    const ctx = useApp(backend, { config: { uploads } });

    it('refuses a larger file with 413 naming the limit, and keeps one at the limit', async () => {
      const admin = await newAdmin(ctx.app);
      const big = png(40, 40, true);
      assert.ok(big.length > 2048);
      const body = multipart([{ field: 'file', filename: 'big.png', content: big }]);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `${URL}/single`,
        headers: { ...admin.headers, ...body.headers },
        payload: body.payload,
      });
      assert.deepEqual(
        [res.statusCode, res.json()],
        [413, { detail: 'Файл слишком большой: не более 2 КБ' }],
      );
      assert.deepEqual(fs.readdirSync(ctx.app.config.uploads.dir), []);
      const exact = Buffer.concat([png(), Buffer.alloc(2048 - png().length)]);
      // Accepted; what is stored is the picture re-encoded, without the trailing bytes.
      const kept = await uploadImage(ctx.app, admin.headers, exact);
      assert.ok(kept.size > 0 && kept.size < 2048, String(kept.size));
    });
  });
}
