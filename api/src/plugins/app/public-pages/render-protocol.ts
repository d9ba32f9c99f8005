/** Messages between the API and its page-rendering worker (server-renderer.ts, render-worker.ts). */
import type { PageLook } from './page-request.ts';

export interface RenderWorkerData {
  /** The shell's server build (`shell/dist/server/render.js`). */
  rendererFile: string;
  /** Federation name → the server entry's address on the renderer's made-up origin. */
  remotes: Record<string, string>;
  /** `/remotes/<folder>/` → that remote's `dist/` on disk. */
  remoteDirs: Record<string, string>;
}

export type ToWorker =
  | ({ type: 'render'; id: number; url: string } & PageLook)
  | { type: 'fetched'; id: number; ok: true; status: number; body: string }
  | { type: 'fetched'; id: number; ok: false; message: string };

export type FromWorker =
  /** `renderId`: the render asking; `id`: this request, answered by a `fetched` of the same id. */
  | { type: 'fetch'; id: number; renderId: number; path: string }
  | { type: 'rendered'; id: number; html: string; data: Record<string, unknown> }
  | { type: 'failed'; id: number; message: string };
