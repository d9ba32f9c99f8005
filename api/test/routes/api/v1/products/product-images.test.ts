/**
 * A product shows only files our upload calls stored, and a stored file a product shows stays.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { type Account, newAdmin } from '../../../../helpers/accounts.ts';
import { useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { createProduct, itRefusesProducts, type Refusal } from '../../../../helpers/products.ts';
import { type Uploaded, uploadImage } from '../../../../helpers/uploads.ts';

const URL = '/api/v1/products';
const tag = () => `п${randomBytes(3).toString('hex')}`;

for (const backend of backends()) {
  describe(`/api/v1/products: images [${backend}]`, () => {
    const ctx = useApp(backend);
    let admin: Account;
    let logo: Uploaded;
    const { call } = ctx;
    const create = (fields: object = {}) => createProduct(ctx.app, admin, logo.url, fields);
    before(async () => {
      admin = await newAdmin(ctx.app);
      logo = await uploadImage(ctx.app, admin.headers);
      // Deleting the only product that shows a file deletes the file: this one keeps the logo.
      await create();
    });

    const invalid: Refusal[] = [
      [
        'a foreign site',
        { logo_image: 'https://evil.example/x.png' },
        ['body', 'logo_image'],
        /загруженное/,
      ],
      [
        'a data: URL',
        { images: ['data:image/png;base64,AAAA'] },
        ['body', 'images', 0],
        /загруженное/,
      ],
      [
        'a path out of the folder',
        { logo_image: '/api/v1/upload/files/../../../etc/passwd' },
        ['body', 'logo_image'],
        /загруженное/,
      ],
      [
        'a file never uploaded',
        { images: [`/api/v1/upload/files/${'a'.repeat(32)}.png`] },
        ['body', 'images', 0],
        /не найдено/,
      ],
      [
        'five extra images',
        { images: Array(5).fill('/x') },
        ['body', 'images'],
        /не более 4 элементов/,
      ],
    ];
    itRefusesProducts(invalid, () => ({ app: ctx.app, admin, logo: logo.url }));

    it("keeps a file a product shows (409); its product's delete takes the file along", async () => {
      const image = await uploadImage(ctx.app, admin.headers);
      const product = await create({ images: [image.url] });
      const state = await databaseState(ctx.app);
      for (const url of [image.url, logo.url]) {
        const res = await call(admin, 'DELETE', url);
        assert.deepEqual(
          [res.statusCode, res.json()],
          [409, { detail: 'Файл используется товаром и не может быть удалён' }],
        );
      }
      assert.equal(await databaseState(ctx.app), state);
      assert.equal((await ctx.app.inject({ url: image.url })).statusCode, 200);
      await call(admin, 'DELETE', `${URL}/${product.id}`);
      assert.equal((await ctx.app.inject({ url: image.url })).statusCode, 404);
      assert.equal((await call(admin, 'DELETE', image.url)).statusCode, 404);
      assert.equal((await ctx.app.inject({ url: logo.url })).statusCode, 200, 'still shown');
    });

    it('never lets a product save and a delete of its image both succeed', async () => {
      for (let round = 0; round < 4; round++) {
        const image = await uploadImage(ctx.app, admin.headers);
        const payload = {
          name: tag(),
          description: 'Гонка',
          logo_image: logo.url,
          images: [image.url],
        };
        const [saved, deleted] = await Promise.all([
          call(admin, 'POST', URL, payload),
          call(admin, 'DELETE', image.url),
        ]);
        const outcome = `${saved.statusCode}/${deleted.statusCode}`;
        assert.ok(['201/409', '422/204'].includes(outcome), outcome);
      }
    });
  });
}
