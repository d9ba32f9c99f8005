import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteApp } from '@storefront/shared/remote-contract';
import {
  describeError,
  isFailedRemoteModule,
  isRemoteLoadError,
  RemoteLoadError,
} from '../../federation/remote-load-error';
import { isRemoteConfigured, refreshRemote } from './remote-registry';

export interface LoadOptions {
  /** Forget whatever the runtime kept of an earlier failed attempt. */
  fresh?: boolean;
}

export type RemoteLoader = (name: string, options?: LoadOptions) => Promise<RemoteApp>;

function isComponent(value: unknown): value is RemoteApp {
  // memo() and forwardRef() components are objects, plain ones are functions.
  return typeof value === 'function' || (typeof value === 'object' && value !== null);
}

/** Loads `<name>/App` and checks it against the contract; every failure is a RemoteLoadError. */
export const loadRemoteApp: RemoteLoader = async (name, { fresh = false } = {}) => {
  if (!isRemoteConfigured(name)) throw new RemoteLoadError(name, 'not listed in /config.json');
  if (fresh) refreshRemote(name);
  let module: unknown;
  try {
    module = await loadRemote(`${name}/App`);
  } catch (error) {
    throw isRemoteLoadError(error)
      ? error
      : new RemoteLoadError(name, describeError(error), { cause: error });
  }
  if (isFailedRemoteModule(module)) throw module.error;
  const app = (module as { default?: unknown } | null)?.default;
  if (!isComponent(app)) throw new RemoteLoadError(name, './App has no default component');
  return app;
};
