/**
 * The public pages' renderer, in a worker thread of its own (issue 21): React renders the shell
 * and the remotes' server builds here, through the federation runtime on Node, so a page being
 * rendered never holds the API's event loop, and the globals a render needs (an empty browser
 * storage, the runtime's file fetch) never reach the API. Data comes from the API thread: the
 * render asks for the public calls it needs by path, and gets their JSON.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import type { FromWorker, RenderWorkerData, ToWorker } from './render-protocol.ts';

interface ApiAnswer {
  status: number;
  body: string;
}

interface Renderer {
  render(request: {
    url: string;
    language: string;
    theme: string;
    fetchApi(path: string): Promise<ApiAnswer>;
  }): Promise<{ html: string; data: Record<string, unknown> }>;
}

const port = parentPort;
if (!port) throw new Error('render-worker runs as a worker thread');
const data = workerData as RenderWorkerData;
const SERVER_FILES = /^http:\/\/ssr\.internal\/remotes\/([a-z0-9-]+)\/(server\/[\w.-]+\.js)$/;

async function readServerFile(url: string): Promise<string | null> {
  const match = SERVER_FILES.exec(url);
  const dir = match ? data.remoteDirs[match[1] ?? ''] : undefined;
  if (!match || !dir) return null;
  try {
    return await fs.readFile(path.join(dir, match[2] ?? ''), 'utf8');
  } catch {
    return null;
  }
}

const send = (message: FromWorker) => port.postMessage(message);
const waiting = new Map<number, { resolve(answer: ApiAnswer): void; reject(error: Error): void }>();
let nextFetch = 0;

function fetchFor(renderId: number, pathAsked: string): Promise<ApiAnswer> {
  nextFetch += 1;
  const id = nextFetch;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    send({ type: 'fetch', id, renderId, path: pathAsked });
  });
}

const renderer: Promise<Renderer> = createRequire(import.meta.url)(
  data.rendererFile,
).createRenderer({ remotes: data.remotes, readFile: readServerFile });

// One render at a time: the language and the theme are the one i18n instance's and theme
// store's, shared by every component.
let queue: Promise<unknown> = Promise.resolve();

port.on('message', (message: ToWorker) => {
  if (message.type === 'fetched') {
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.ok) pending?.resolve({ status: message.status, body: message.body });
    else pending?.reject(new Error(message.message));
    return;
  }
  const { id, url, language, theme } = message;
  queue = queue.then(async () => {
    try {
      const fetchApi = (asked: string) => fetchFor(id, asked);
      const { html, data: used } = await (await renderer).render({
        url,
        language,
        theme,
        fetchApi,
      });
      send({ type: 'rendered', id, html, data: used });
    } catch (error) {
      send({
        type: 'failed',
        id,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  });
});
