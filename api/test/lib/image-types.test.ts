import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileSize } from '../../src/i18n/formats.ts';
import { contentTypeOf, detectImage } from '../../src/lib/image-types.ts';
import { gif, jpeg, png, svg, webp } from '../helpers/images.ts';

describe('detectImage', () => {
  it('knows JPEG, PNG, GIF and WebP by their first bytes', () => {
    assert.equal(detectImage(jpeg()), 'jpg');
    assert.equal(detectImage(png()), 'png');
    assert.equal(detectImage(gif()), 'gif');
    assert.equal(detectImage(Buffer.from('GIF87a......')), 'gif');
    assert.equal(detectImage(webp()), 'webp');
  });

  it('refuses everything else, however it is named', () => {
    for (const bytes of [
      svg(),
      Buffer.from('<html><script>alert(1)</script>'),
      Buffer.from('RIFF....WAVEfmt '),
      Buffer.from([0xff, 0xd8]),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      Buffer.alloc(0),
    ]) {
      assert.equal(detectImage(bytes), null, bytes.toString('hex'));
    }
  });
});

describe('contentTypeOf', () => {
  it('types only the names the server makes', () => {
    const hex = 'a'.repeat(32);
    assert.equal(contentTypeOf(`${hex}.jpg`), 'image/jpeg');
    assert.equal(contentTypeOf(`${hex}.webp`), 'image/webp');
    for (const name of [`${hex}.svg`, `${hex}.PNG`, `../${hex}.png`, `${hex}.png/`, 'x.png']) {
      assert.equal(contentTypeOf(name), null, name);
    }
  });
});

describe('fileSize', () => {
  it('names a limit in МБ, КБ or Б, and in MB, KB or B', () => {
    assert.deepEqual(fileSize(5 * 1024 * 1024), { ru: '5 МБ', en: '5 MB' });
    assert.deepEqual(fileSize(2.5 * 1024 * 1024), { ru: '2,5 МБ', en: '2.5 MB' });
    assert.deepEqual(fileSize(2048), { ru: '2 КБ', en: '2 KB' });
    assert.deepEqual(fileSize(100), { ru: '100 Б', en: '100 B' });
  });
});
