import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createFailedRemoteModule, describeError, RemoteLoadError } from './remote-load-error';

type ErrorLoadRemoteArgs = Parameters<
  NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>
>[0];

/** 'app/App' -> 'app': the id of a failed request names the remote first. */
function remoteName(args: ErrorLoadRemoteArgs): string {
  return args.remote?.name ?? args.id.split('/')[0] ?? args.id;
}

/**
 * Turns a failed manifest, entry or expose fetch into a value the shell handles, instead of a
 * rejection nobody may be waiting for (spec: a remote never blanks the shell).
 *
 * Only the final 'onLoad' stage answers with a stand-in module. Earlier stages must answer
 * nothing: a value returned while the manifest loads would be taken for the manifest itself, and
 * a throw there would leave the runtime's "manifest loading" entry behind, so retry never fetches.
 */
export function handleRemoteLoadError(args: ErrorLoadRemoteArgs): unknown {
  if (args.lifecycle !== 'onLoad') return undefined;
  const name = remoteName(args);
  const error = new RemoteLoadError(name, describeError(args.error), { cause: args.error });
  console.warn(`[shell] ${error.message}`);
  return createFailedRemoteModule(error);
}

export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'storefront-remote-error',
    errorLoadRemote: (args) => handleRemoteLoadError(args),
  };
}
