/**
 * The API's side of its image process (./child.ts): one child per API process, started on the
 * first picture, started again after it died (a job it was running fails, the next one works).
 * It never keeps the API alive by itself, and it exits when the API does.
 *
 * The calls mirror lib/image-encoding.ts; callers run them through `imageJob` (lib/image-work.ts),
 * which decides how many run at once and in which order.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { IMAGE_PROCESS } from '../entry-points.ts';
import type { Derivative } from '../image-encoding.ts';
import type { ImageExtension } from '../image-types.ts';
import { asBuffer, type ImageOperation, type ImageReply, type ImageRequest } from './protocol.ts';

interface Waiting {
  resolve: (value: ImageReply & { ok: true }) => void;
  reject: (error: Error) => void;
}

let child: ChildProcess | null = null;
const waiting = new Map<number, Waiting>();
let nextId = 1;

function start(): ChildProcess {
  const started = fork(IMAGE_PROCESS.module, [], {
    execArgv: IMAGE_PROCESS.execArgv,
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  started.on('message', (reply: ImageReply) => {
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    holdWhileWaiting(started);
    if (reply.ok) call.resolve(reply);
    else call.reject(new Error(reply.message));
  });
  started.on('exit', (code, signal) => {
    if (child === started) child = null;
    const lost = [...waiting.values()];
    waiting.clear();
    for (const call of lost) call.reject(new Error(`the image process exited (${signal ?? code})`));
  });
  holdWhileWaiting(started);
  return started;
}

/** The child keeps the API's event loop alive only while an answer (or its exit) is awaited. */
function holdWhileWaiting(worker: ChildProcess): void {
  if (waiting.size > 0) {
    worker.ref();
    worker.channel?.ref();
  } else {
    worker.unref();
    worker.channel?.unref();
  }
}

function call(operation: ImageOperation): Promise<Uint8Array | number | null> {
  child ??= start();
  const target = child;
  const id = nextId++;
  const request: ImageRequest = { id, operation };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve: (reply) => resolve(reply.value), reject });
    holdWhileWaiting(target);
    target.send(request, (error) => {
      if (!error || !waiting.delete(id)) return;
      holdWhileWaiting(target);
      reject(error);
    });
  });
}

function picture(value: Uint8Array | number | null): Buffer {
  if (!(value instanceof Uint8Array)) throw new Error('the image process answered no picture');
  return asBuffer(value);
}

/** The reduced pixels of an original, kept in the image process until `release`. */
export interface ReducedHandle {
  handle: number;
}

export const imageProcess = {
  reencode: async (bytes: Buffer, extension: ImageExtension) =>
    picture(await call({ op: 'reencode', bytes, extension })),

  derivative: async (source: Buffer, derivative: Derivative, maxPixels: number) =>
    picture(await call({ op: 'derivative', source, derivative, maxPixels })),

  reduce: async (source: Buffer, largest: number, maxPixels: number): Promise<ReducedHandle> => {
    const handle = await call({ op: 'reduce', source, largest, maxPixels });
    if (typeof handle !== 'number') throw new Error('the image process answered no handle');
    return { handle };
  },

  sizeFromReduced: async ({ handle }: ReducedHandle, derivative: Derivative) =>
    picture(await call({ op: 'size-from-reduced', handle, derivative })),

  release: async ({ handle }: ReducedHandle): Promise<void> => {
    await call({ op: 'release', handle });
  },

  /** The child's process id while it runs (tests: its priority, a crash). */
  pid: (): number | undefined => child?.pid,
};
