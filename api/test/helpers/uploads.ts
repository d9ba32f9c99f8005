/** Uploading through the real call, for tests that need stored files (products, deletes). */
import assert from 'node:assert/strict';
import type { App } from '../../src/app.ts';
import { multipart, png } from './images.ts';

export interface Uploaded {
  url: string;
  filename: string;
  original_name: string;
  size: number;
}

export async function uploadImage(
  app: App,
  headers: { authorization: string },
  bytes: Buffer = png(),
  name = 'image.png',
): Promise<Uploaded> {
  const body = multipart([{ field: 'file', filename: name, content: bytes }]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/upload/single',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}
