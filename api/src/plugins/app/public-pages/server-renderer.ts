/**
 * The API's side of server rendering (issue 21): finds the shell's and the remotes' server
 * builds under the static root, runs the renderer in a worker thread (render-worker.ts), answers
 * its data requests with the public API's own JSON, and starts a fresh worker when any server
 * build changes on disk — a remote redeployed alone is rendered from its new build, with no API
 * restart. Without a shell server build there is no renderer: pages keep their head only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { RENDER_WORKER } from '../../../lib/entry-points.ts';
import { discoverRemotes } from '../static-hosting/discover-builds.ts';
import type { PageLook } from './page-request.ts';
import type { FromWorker, RenderWorkerData, ToWorker } from './render-protocol.ts';

export interface Rendered {
  html: string;
  data: Record<string, unknown>;
}

export interface ApiAnswer {
  status: number;
  body: string;
}

export type FetchApi = (path: string) => Promise<ApiAnswer>;

interface Pending {
  resolve(rendered: Rendered): void;
  reject(error: Error): void;
  fetchApi: FetchApi;
}

const RENDER_TIMEOUT_MS = 10_000;

function serverBuilds(staticRoot: string, shellDist: string): RenderWorkerData | null {
  const rendererFile = path.join(shellDist, 'server', 'render.js');
  if (!fs.existsSync(rendererFile)) return null;
  const remotes: Record<string, string> = {};
  const remoteDirs: Record<string, string> = {};
  for (const remote of discoverRemotes(staticRoot)) {
    if (!fs.existsSync(path.join(remote.distDir, 'server', 'remoteEntry.js'))) continue;
    remotes[remote.name.replaceAll('-', '_')] =
      `http://ssr.internal/remotes/${remote.name}/server/remoteEntry.js`;
    remoteDirs[remote.name] = remote.distDir;
  }
  return { rendererFile, remotes, remoteDirs };
}

/** What the server builds are now: the files' sizes and times. */
function buildsVersion(builds: RenderWorkerData): string {
  const files = [
    builds.rendererFile,
    ...Object.values(builds.remoteDirs).map((dir) => path.join(dir, 'server', 'remoteEntry.js')),
  ];
  return files
    .map((file) => {
      try {
        const stat = fs.statSync(file);
        return `${stat.size}:${stat.mtimeMs}`;
      } catch {
        return 'gone';
      }
    })
    .join('|');
}

export class ServerRenderer {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private currentVersion = '';
  private checkedAt = 0;

  private constructor(
    private readonly builds: RenderWorkerData,
    private readonly recheckMs: number,
  ) {}

  static find(staticRoot: string, shellDist: string, recheckMs = 1000): ServerRenderer | null {
    const builds = serverBuilds(staticRoot, shellDist);
    return builds ? new ServerRenderer(builds, recheckMs) : null;
  }

  /** The server builds' identity: part of every rendered page's cache key. */
  version(): string {
    const now = Date.now();
    if (now - this.checkedAt >= this.recheckMs || !this.currentVersion) {
      this.checkedAt = now;
      const version = buildsVersion(this.builds);
      if (version !== this.currentVersion) {
        this.currentVersion = version;
        this.retire();
      }
    }
    return this.currentVersion;
  }

  render(url: string, look: PageLook, fetchApi: FetchApi): Promise<Rendered> {
    this.version();
    const worker = this.running();
    this.nextId += 1;
    const id = this.nextId;
    return new Promise<Rendered>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`render of ${url} took over ${RENDER_TIMEOUT_MS} ms`));
      }, RENDER_TIMEOUT_MS);
      this.pending.set(id, {
        fetchApi,
        resolve: (rendered) => {
          clearTimeout(timer);
          resolve(rendered);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage({ type: 'render', id, url, ...look } satisfies ToWorker);
    });
  }

  async close(): Promise<void> {
    await this.worker?.terminate();
    this.worker = null;
  }

  private running(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(RENDER_WORKER, {
      workerData: this.builds,
      // None of the parent's flags (a test runner's --test is not allowed in a worker).
      execArgv: [],
    });
    worker.on('message', (message: FromWorker) => this.receive(worker, message));
    worker.on('error', (error) => this.fail(worker, error));
    worker.on('exit', (code) => this.fail(worker, new Error(`renderer exited (${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private receive(worker: Worker, message: FromWorker): void {
    if (message.type === 'fetch') {
      const pending = this.pending.get(message.renderId);
      const answer = (reply: ToWorker) => worker.postMessage(reply);
      (pending?.fetchApi ?? (() => Promise.reject(new Error('no render waits'))))(message.path)
        .then(({ status, body }) =>
          answer({ type: 'fetched', id: message.id, ok: true, status, body }),
        )
        .catch((error: Error) =>
          answer({ type: 'fetched', id: message.id, ok: false, message: error.message }),
        );
      return;
    }
    const pending = this.pending.get(message.id);
    this.pending.delete(message.id);
    if (message.type === 'rendered') pending?.resolve({ html: message.html, data: message.data });
    else pending?.reject(new Error(message.message));
  }

  /** A crashed or retired worker fails what it had; the next render starts a new one. */
  private fail(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }

  private retire(): void {
    const old = this.worker;
    if (!old) return;
    this.fail(old, new Error('server builds changed'));
    void old.terminate();
  }
}
