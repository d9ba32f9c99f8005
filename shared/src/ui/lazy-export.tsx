import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * `lazy` for a module's named export, so a route or an overlay is a chunk of its own without a
 * default export in its file: `lazyExport(() => import('./app/routes/orders-route'), 'OrdersRoute')`.
 */
// biome-ignore lint/suspicious/noExplicitAny: the props are the component's own, as in React's `lazy`
export function lazyExport<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
