// The server build's entry (issue 21): an async boundary, as in the browser, so federation
// negotiates the shared singletons before any of them loads.
import { installGuestGlobals } from './guest-globals';
import type { RenderRequest, RenderResult, ServerRendererOptions } from './render-types';

export type { RenderRequest, RenderResult, ServerRendererOptions } from './render-types';

export async function createRenderer(options: ServerRendererOptions) {
  installGuestGlobals();
  const { createAppRenderer } = await import('./render-app');
  return createAppRenderer(options);
}

export type Renderer = { render(request: RenderRequest): Promise<RenderResult> };
