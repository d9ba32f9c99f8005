/**
 * The FileStorage of one API instance: a folder (UPLOAD_DIR). A file is written under a
 * temporary name and renamed into place, so a reader or a crash never leaves half a picture
 * under a real name. The content type is not stored: it follows from the extension, which the
 * server chose from the file's own bytes.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOf, STORED_NAME } from '../../../lib/image-types.ts';
import type { FileStorage, StoredFile } from './file-storage.ts';

const isMissing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';

export async function createDiskFileStorage(dir: string): Promise<FileStorage> {
  await fs.mkdir(dir, { recursive: true });

  /** Only our own names ever reach the file system: no `..`, no separators, no surprises. */
  function pathOf(name: string): string | null {
    return contentTypeOf(name) ? path.join(dir, name) : null;
  }

  return {
    async save(name, bytes) {
      const target = pathOf(name);
      if (!target) throw new Error(`not a stored file name: ${name}`);
      const temporary = path.join(dir, `.${name}.${randomBytes(4).toString('hex')}.tmp`);
      try {
        await fs.writeFile(temporary, bytes, { flag: 'wx' });
        await fs.rename(temporary, target);
      } catch (err) {
        await fs.rm(temporary, { force: true });
        throw err;
      }
    },

    async open(name): Promise<StoredFile | null> {
      const file = pathOf(name);
      const contentType = contentTypeOf(name);
      if (!file || !contentType) return null;
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
      // Read through the open handle: a delete meanwhile cannot cut the answer short.
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size, contentType };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async remove(name) {
      const file = pathOf(name);
      if (file) await fs.rm(file, { force: true });
    },

    async *list() {
      for await (const entry of await fs.opendir(dir)) {
        if (!entry.isFile() || !STORED_NAME.test(entry.name)) continue;
        try {
          const { mtime } = await fs.stat(path.join(dir, entry.name));
          yield { name: entry.name, modifiedAt: mtime };
        } catch (err) {
          // Removed between the listing and the stat: nothing left to report.
          if (!isMissing(err)) throw err;
        }
      }
    },

    async exists(name) {
      const file = pathOf(name);
      if (!file) return false;
      try {
        return (await fs.stat(file)).isFile();
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
  };
}
