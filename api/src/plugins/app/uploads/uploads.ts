/**
 * Storing uploaded images and deleting them (admins only; the routes guard that). A file is
 * stored under a random name first and recorded in `uploads` with its activity row after; if
 * anything fails, every file of the request is removed again, so a request stores all its files
 * or none. A file a saved product shows cannot be deleted (409): the delete locks the `uploads`
 * row, and a product save share-locks the rows of its images, so the two cannot cross. A file a
 * product stops showing (the product deleted, or its images replaced) goes with that change:
 * `release` deletes its row in the product's transaction, `discard` its bytes after the commit.
 */
import { randomBytes } from 'node:crypto';
import { fileUrl, type UploadResult } from '@storefront/shared/contract/uploads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { conflict, notFound } from '../../../lib/http-errors.ts';
import { IMAGE_TYPES, STORED_NAME } from '../../../lib/image-types.ts';
import { resourceTypeLog } from '../activities/resource-log.ts';
import { domainPlugin } from '../domain-plugin.ts';
import { type ReceivedImage, receiveImages } from './multipart-images.ts';
import type { NewUpload } from './uploads-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: Uploads;
  }
}

const toResult = (row: NewUpload): UploadResult => ({
  url: fileUrl(row.filename),
  filename: row.filename,
  original_name: row.originalName,
  size: row.size,
});

export function createUploads(fastify: FastifyInstance) {
  const storage = fastify.fileStorage;
  const repo = fastify.uploadsRepository;
  const log = resourceTypeLog(fastify, 'file');

  /**
   * The file and its sizes. A failed removal leaves stray bytes without a row; the orphan sweep
   * removes them later.
   */
  async function removeQuietly(names: string[]): Promise<void> {
    for (const name of names) {
      await storage.remove(name).catch((err) => fastify.log.error({ err, name }, 'file kept'));
    }
  }

  return {
    /**
     * The images of a multipart request's `field`, at most `maxFiles`, each checked by its own
     * bytes as it arrives (the upload routes' parser is registered in their scope alone).
     */
    receive(request: FastifyRequest, field: string, maxFiles: number) {
      const { maxBytes, image } = fastify.config.uploads;
      return receiveImages(request, field, { maxFiles, maxBytes, image });
    },

    discard: removeQuietly,

    /**
     * Inside a product's transaction: deletes the rows of `filenames` no product shows any more
     * (one `file_delete` activity each) and answers their names, whose bytes the caller
     * discards after the commit. A file still shown elsewhere stays.
     */
    async release(
      tx: Db,
      viewer: UserRow,
      ip: string,
      filenames: string[],
      productId: number,
    ): Promise<string[]> {
      const rows = await repo.releaseUnreferenced(filenames, tx);
      for (const row of rows) {
        const file = { id: row.filename, name: row.originalName };
        const metadata = { original_name: row.originalName, size: row.size, product_id: productId };
        await log(tx, { userId: viewer.id, ip, action: 'file_delete', resource: file, metadata });
      }
      return rows.map((r) => r.filename);
    },

    async store(
      viewer: UserRow,
      images: AsyncIterable<ReceivedImage>,
      ip: string,
    ): Promise<UploadResult[]> {
      const rows: NewUpload[] = [];
      try {
        for await (const image of images) {
          const filename = `${randomBytes(16).toString('hex')}.${image.extension}`;
          const contentType = IMAGE_TYPES[image.extension];
          await storage.save(filename, image.bytes, contentType);
          rows.push({
            filename,
            originalName: image.originalName,
            contentType,
            size: image.bytes.length,
            uploadedBy: viewer.id,
          });
        }
        await fastify.db.transaction(async (tx) => {
          await repo.insert(rows, tx);
          for (const row of rows) {
            const file = { id: row.filename, name: row.originalName };
            const { contentType: content_type, originalName: original_name, size } = row;
            await log(tx, {
              userId: viewer.id,
              ip,
              action: 'file_upload',
              resource: file,
              metadata: { original_name, content_type, size },
            });
          }
        });
      } catch (err) {
        await removeQuietly(rows.map((r) => r.filename));
        throw err;
      }
      // Not awaited: the answer goes now, the sizes follow (image-sizes.ts).
      fastify.imageSizes.prepare(rows.map((r) => r.filename));
      return rows.map(toResult);
    },

    async remove(viewer: UserRow, filename: string, ip: string): Promise<void> {
      if (!STORED_NAME.test(filename)) throw notFound(MESSAGES.fileNotFound);
      await fastify.db.transaction(async (tx) => {
        const row = await repo.findForUpdate(filename, tx);
        if (!row) throw notFound(MESSAGES.fileNotFound);
        if (await fastify.productsRepository.usesFile(filename, tx)) {
          throw conflict(MESSAGES.fileInUse);
        }
        await repo.remove(filename, tx);
        const metadata = { original_name: row.originalName, size: row.size };
        const file = { id: filename, name: row.originalName };
        await log(tx, { userId: viewer.id, ip, action: 'file_delete', resource: file, metadata });
      });
      // After the commit: a failed removal leaves an unlisted file, never a listed missing one.
      await removeQuietly([filename]);
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;

export default domainPlugin('uploads', createUploads, [
  'file-storage',
  'image-sizes',
  'uploads-repository',
  'products-repository',
  'activities-repository',
]);
