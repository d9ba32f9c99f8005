/**
 * The FileStorage of one API instance: a folder (UPLOAD_DIR). A file is written under a
 * temporary name and renamed into place, so a reader or a crash never leaves half a picture
 * under a real name. The content type is not stored: it follows from the extension, which the
 * server chose from the file's own bytes. The sizes of a file (issue 21) live in a folder of
 * their own per file, `derived/<name>/<width>.<format>`, so deleting a file's sizes is one
 * removal and the listing of files never sees them.
 */
import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  contentTypeOf,
  DERIVED_NAME,
  derivedContentTypeOf,
  STORED_NAME,
} from '../../../lib/image-types.ts';
import type { FileStorage, StoredFile } from './file-storage-interface.ts';

const isMissing = (err: unknown) => (err as { code?: string }).code === 'ENOENT';

/** Writes `bytes` to `target` through a temporary name beside it: all or nothing. */
async function writeWhole(target: string, bytes: Buffer): Promise<void> {
  const dir = path.dirname(target);
  const temporary = path.join(
    dir,
    `.${path.basename(target)}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    await fs.writeFile(temporary, bytes, { flag: 'wx' });
    await fs.rename(temporary, target);
  } catch (err) {
    await fs.rm(temporary, { force: true });
    throw err;
  }
}

async function openFile(file: string, contentType: string): Promise<StoredFile | null> {
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
}

/** The entries of `dir` that `wanted` keeps, with their modification times; none if it is gone. */
async function* filesOf(
  dir: string,
  wanted: (entry: Dirent) => boolean,
): AsyncGenerator<{ name: string; modifiedAt: Date }> {
  let listing: AsyncIterable<Dirent>;
  try {
    listing = await fs.opendir(dir);
  } catch (err) {
    if (isMissing(err)) return;
    throw err;
  }
  for await (const entry of listing) {
    if (!wanted(entry)) continue;
    try {
      const { mtime } = await fs.stat(path.join(dir, entry.name));
      yield { name: entry.name, modifiedAt: mtime };
    } catch (err) {
      // Removed between the listing and the stat: nothing left to report.
      if (!isMissing(err)) throw err;
    }
  }
}

export async function createDiskFileStorage(dir: string): Promise<FileStorage> {
  await fs.mkdir(dir, { recursive: true });
  const derivedRoot = path.join(dir, 'derived');

  /** Only our own names ever reach the file system: no `..`, no separators, no surprises. */
  function pathOf(name: string): string | null {
    return contentTypeOf(name) ? path.join(dir, name) : null;
  }
  function derivedDirOf(name: string): string | null {
    return STORED_NAME.test(name) ? path.join(derivedRoot, name) : null;
  }
  function derivedPathOf(name: string, derived: string): string | null {
    const folder = derivedDirOf(name);
    return folder && DERIVED_NAME.test(derived) ? path.join(folder, derived) : null;
  }

  return {
    async save(name, bytes) {
      const target = pathOf(name);
      if (!target) throw new Error(`not a stored file name: ${name}`);
      await writeWhole(target, bytes);
    },

    async open(name): Promise<StoredFile | null> {
      const file = pathOf(name);
      const contentType = contentTypeOf(name);
      if (!file || !contentType) return null;
      return openFile(file, contentType);
    },

    async remove(name) {
      const file = pathOf(name);
      if (file) await fs.rm(file, { force: true });
      const sizes = derivedDirOf(name);
      if (sizes) await fs.rm(sizes, { recursive: true, force: true });
    },

    async *list() {
      yield* filesOf(dir, (entry) => entry.isFile() && STORED_NAME.test(entry.name));
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

    async saveDerived(name, derived, bytes) {
      const target = derivedPathOf(name, derived);
      if (!target) throw new Error(`not a stored size name: ${name}/${derived}`);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await writeWhole(target, bytes);
    },

    async openDerived(name, derived) {
      const file = derivedPathOf(name, derived);
      const contentType = derivedContentTypeOf(derived);
      if (!file || !contentType) return null;
      return openFile(file, contentType);
    },

    async listDerived(name) {
      const folder = derivedDirOf(name);
      if (!folder) return [];
      const names: string[] = [];
      const isSize = (entry: Dirent) => entry.isFile() && DERIVED_NAME.test(entry.name);
      for await (const entry of filesOf(folder, isSize)) names.push(entry.name);
      return names;
    },

    async *listDerivedOwners() {
      yield* filesOf(derivedRoot, (entry) => entry.isDirectory() && STORED_NAME.test(entry.name));
    },
  };
}
