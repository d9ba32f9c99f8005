/**
 * The API's image process: every decode and encode of a picture (issue 21), at the lowest CPU
 * priority. sharp keeps pictures off the event loop but not off the cores: on two cores a photo
 * being resized took the CPU the API's next answer was waiting for. Here the kernel gives that
 * answer the core first. Linux keeps a nice value per thread, and a thread inherits its
 * creator's: every thread that exists is lowered (libuv's pool among them, already started by
 * the module loader), and the threads libvips starts later inherit it.
 */
import { readdirSync } from 'node:fs';
import os from 'node:os';
import type { ReducedImage } from '../image-encoding.ts';
import { asBuffer, type ImageOperation, type ImageReply, type ImageRequest } from './protocol.ts';

const LOWEST = os.constants.priority.PRIORITY_LOW;

function lowerEveryThread(): void {
  try {
    if (process.platform !== 'linux') {
      os.setPriority(LOWEST);
      return;
    }
    for (const thread of readdirSync('/proc/self/task')) os.setPriority(Number(thread), LOWEST);
  } catch {
    // Not allowed here (some containers): the pictures are still made, at the normal priority.
  }
}

lowerEveryThread();

const sharp = (await import('sharp')).default;
const { makeDerivative, reduceForSizes, reencode, sizeFromReduced } = await import(
  '../image-encoding.ts'
);

// Threads libvips uses inside one operation (its default is one per core): one core stays free.
sharp.concurrency(Math.max(1, Math.min(4, os.availableParallelism() - 1)));
// Decoded images are never reused: libvips' operation cache would only hold memory.
sharp.cache(false);
// Loading sharp may have started threads of its own.
lowerEveryThread();

const reduced = new Map<number, ReducedImage>();
let nextHandle = 1;

async function run(operation: ImageOperation): Promise<Uint8Array | number | null> {
  switch (operation.op) {
    case 'reencode':
      return reencode(asBuffer(operation.bytes), operation.extension);
    case 'derivative':
      return makeDerivative(asBuffer(operation.source), operation.derivative, operation.maxPixels);
    case 'reduce': {
      const pixels = await reduceForSizes(
        asBuffer(operation.source),
        operation.largest,
        operation.maxPixels,
      );
      const handle = nextHandle++;
      reduced.set(handle, pixels);
      return handle;
    }
    case 'size-from-reduced': {
      const pixels = reduced.get(operation.handle);
      if (!pixels) throw new Error(`no reduced image ${operation.handle}`);
      return sizeFromReduced(pixels, operation.derivative);
    }
    case 'release':
      reduced.delete(operation.handle);
      return null;
  }
}

process.on('message', (request: ImageRequest) => {
  run(request.operation).then(
    (value) => send({ id: request.id, ok: true, value }),
    (error: unknown) =>
      send({
        id: request.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});

function send(reply: ImageReply): void {
  process.send?.(reply);
}

// The API is gone (stopped, or killed): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
