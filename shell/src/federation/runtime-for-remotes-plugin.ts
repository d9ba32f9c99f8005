import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

/** Where remotes built with `externalRuntime` look for the federation runtime. */
const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

/**
 * Deployed remotes are built with `externalRuntime` (shared/build/create-webpack-config.cjs):
 * instead of carrying their own copy of the federation runtime (~14 KB brotli in every first
 * load, issue 21's budget), they take the page's. This puts the shell's own runtime there, the
 * very instance its bundler runtime runs, before any remote is loaded. (Federation's
 * `provideExternalRuntime` does the same through a plugin that bundles a second copy, +20 KB.)
 */
export default function runtimeForRemotesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'runtime-for-remotes',
    beforeInit(args) {
      (globalThis as Record<string, unknown>)[GLOBAL_NAME] = runtimeCore;
      return args;
    },
  };
}
