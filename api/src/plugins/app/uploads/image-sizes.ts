/**
 * The sizes of every upload (issue 21, `@storefront/shared/images`): made in the background
 * right after an upload is stored (and after the backfill cleans an old one), so the first
 * visitor does not wait, and on first request for anything missing (a size asked before its
 * turn, a job lost with a restart). Made once, kept in the FileStorage below their upload, never
 * changed after (the answers are cached for a year), deleted with it.
 *
 * Concurrent first requests for one size wait for one making of it (single flight per process;
 * another replica may make it too, and the store's whole-file writes make that harmless). The
 * background makes one upload at a time per app, all its sizes from one decode, one size per
 * image job, so a request that waits for a size or an upload goes in between (lib/image-work.ts).
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { IMAGE_FORMAT_TYPES } from '@storefront/shared/images';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ALL_DERIVATIVES, type Derivative, derivativeName } from '../../../lib/image-encoding.ts';
import { imageProcess } from '../../../lib/image-process/index.ts';
import { imageJob } from '../../../lib/image-work.ts';
import type { StoredFile } from './file-storage-interface.ts';

declare module 'fastify' {
  interface FastifyInstance {
    imageSizes: ImageSizes;
  }
}

export function createImageSizes(fastify: FastifyInstance) {
  const storage = fastify.fileStorage;
  const { maxPixels } = fastify.config.uploads.image;
  const making = new Map<string, Promise<Buffer | null>>();
  let background: Promise<void> = Promise.resolve();
  const scheduled = new Set<string>();
  let closed = false;

  async function readOriginal(name: string): Promise<Buffer | null> {
    const file = await storage.open(name);
    return file ? buffer(file.stream) : null;
  }

  /** One size now, for a request that waits; null when there is no such upload. */
  function makeOnce(name: string, derivative: Derivative): Promise<Buffer | null> {
    const derived = derivativeName(derivative);
    const key = `${name}/${derived}`;
    let pending = making.get(key);
    if (!pending) {
      pending = imageJob('now', async () => {
        const source = await readOriginal(name);
        return source ? imageProcess.derivative(source, derivative, maxPixels) : null;
      })
        .then(async (bytes) => {
          if (bytes) await storage.saveDerived(name, derived, bytes);
          return bytes;
        })
        .finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  /** Every missing size of `name`, from one decode, a size per job; stops when the app closes. */
  async function makeAll(name: string): Promise<void> {
    const made = new Set(await storage.listDerived(name));
    const wanted = ALL_DERIVATIVES.filter((d) => !made.has(derivativeName(d)));
    if (wanted.length === 0 || closed) return;
    const largest = Math.max(...wanted.map((d) => d.width));
    const reduced = await imageJob('later', async () => {
      if (closed) return null;
      const source = await readOriginal(name);
      return source ? imageProcess.reduce(source, largest, maxPixels) : null;
    });
    if (!reduced) return;
    try {
      for (const derivative of wanted) {
        const bytes = await imageJob('later', async () =>
          closed ? null : imageProcess.sizeFromReduced(reduced, derivative),
        );
        if (!bytes) return;
        await storage.saveDerived(name, derivativeName(derivative), bytes);
      }
    } finally {
      await imageProcess.release(reduced).catch(() => undefined);
    }
    // Deleted meanwhile: its removal may have run before these sizes were written.
    if (!(await storage.exists(name))) await storage.remove(name);
  }

  return {
    /**
     * A size of an upload: the stored one, or made now. null: no such upload, or one that
     * cannot be decoded (logged: only a file stored before uploads were checked can be one).
     */
    async open(name: string, derivative: Derivative): Promise<StoredFile | null> {
      const stored = await storage.openDerived(name, derivativeName(derivative));
      if (stored) return stored;
      let bytes: Buffer | null;
      try {
        bytes = await makeOnce(name, derivative);
      } catch (err) {
        fastify.log.warn({ err, name }, 'image size not made');
        return null;
      }
      if (!bytes) return null;
      const contentType = IMAGE_FORMAT_TYPES[derivative.format];
      return { stream: Readable.from([bytes]), size: bytes.length, contentType };
    },

    /** Queues making every size of these uploads; returns at once. */
    prepare(names: string[]): void {
      for (const name of names) {
        if (closed || scheduled.has(name)) continue;
        scheduled.add(name);
        background = background.then(() =>
          makeAll(name)
            .catch((err) => fastify.log.warn({ err, name }, 'image sizes not made'))
            .finally(() => scheduled.delete(name)),
        );
      }
    },

    /** Resolves once every queued upload has its sizes (tests, and closing). */
    idle(): Promise<void> {
      return background;
    },

    /** No more background work: what is queued is dropped, what runs finishes. */
    async close(): Promise<void> {
      closed = true;
      await background;
      await Promise.allSettled(making.values());
    },
  };
}

export type ImageSizes = ReturnType<typeof createImageSizes>;

export default fp(
  async (fastify: FastifyInstance) => {
    const sizes = createImageSizes(fastify);
    fastify.decorate('imageSizes', sizes);
    fastify.addHook('onClose', () => sizes.close());
  },
  { name: 'image-sizes', dependencies: ['file-storage'] },
);
