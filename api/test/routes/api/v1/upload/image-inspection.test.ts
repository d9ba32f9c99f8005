/** Uploads are opened as the image they claim to be: real dimensions, and a full decode. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { type Account, newAdmin } from '../../../../helpers/accounts.ts';
import { freshUploadDir, useApp } from '../../../../helpers/app.ts';
import { databaseState } from '../../../../helpers/database-state.ts';
import { backends } from '../../../../helpers/databases.ts';
import { gif, multipart, png } from '../../../../helpers/images.ts';

/** A PNG whose header claims a size its few bytes never hold: the decompression bomb shape. */
function pngClaiming(width: number, height: number): Buffer {
  const bytes = png(1, 1);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(zlib.crc32(bytes.subarray(12, 29)), 29); // IHDR's CRC, kept valid
  return bytes;
}

const PNG_SIGNATURE = png().subarray(0, 8);
const notDecodable = /^Файл повреждён или не является изображением указанного типа$/;

for (const backend of backends()) {
  describe(`uploaded images are inspected, not just sniffed [${backend}]`, () => {
    const limits = { maxSide: 100, maxPixels: 6_000 };
    const uploads = { dir: freshUploadDir(), maxBytes: 5 << 20, orphanTtlMs: 86_400_000 };
    const ctx = useApp(backend, { config: { uploads: { ...uploads, image: limits } } });

    let admin: Account;
    before(async () => {
      admin = await newAdmin(ctx.app);
    });

    const upload = async (content: Buffer) => {
      const body = multipart([{ field: 'file', filename: 'x.png', content }]);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/v1/upload/single',
        headers: { ...admin.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const refusedAndNothingKept = async (content: Buffer, status: number, detail: RegExp) => {
      const before = await databaseState(ctx.app);
      const files = fs.readdirSync(ctx.app.config.uploads.dir).length;
      const res = await upload(content);
      assert.equal(res.statusCode, status, res.body);
      assert.match(res.json().detail, detail);
      assert.equal(await databaseState(ctx.app), before);
      assert.equal(fs.readdirSync(ctx.app.config.uploads.dir).length, files);
    };

    it('refuses a header claiming more pixels than allowed, by side or by area', async () => {
      const tooLarge = /^Изображение слишком большое: не более 100 × 100 пикселей/;
      await refusedAndNothingKept(pngClaiming(50_000, 50_000), 413, tooLarge);
      await refusedAndNothingKept(pngClaiming(101, 1), 413, tooLarge);
      await refusedAndNothingKept(pngClaiming(80, 80), 413, tooLarge); // 6,400 > 6,000 pixels
    });

    it('refuses a signature followed by something else, or a picture that does not decode', async () => {
      // libpng itself calls a header of 2^31-1 × 2^31-1 corrupt: past its own limits.
      await refusedAndNothingKept(pngClaiming(2_147_483_647, 2_147_483_647), 415, notDecodable);
      const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
      await refusedAndNothingKept(Buffer.concat([PNG_SIGNATURE, html]), 415, notDecodable);
      const damaged = png(20, 20, true);
      damaged.fill(0x41, 45, 80); // inside the compressed pixels
      await refusedAndNothingKept(damaged, 415, notDecodable);
      const cut = png(20, 20, true);
      await refusedAndNothingKept(cut.subarray(0, cut.length - 40), 415, notDecodable);
      // A GIF's signature followed by a PNG is not the GIF it claims to be.
      const mixed = Buffer.concat([gif().subarray(0, 6), png(2, 2)]);
      await refusedAndNothingKept(mixed, 415, notDecodable);
    });

    it('takes a real picture at the limits', async () => {
      const res = await upload(png(100, 60));
      assert.equal(res.statusCode, 201, res.body);
    });
  });
}
