import { registerRemotes } from '@module-federation/enhanced/runtime';

/** Manifest URL per remote name, as /config.json gave them. */
const entries = new Map<string, string>();

/** Registering fetches nothing: a remote's manifest is requested on the first visit to it. */
export function registerConfiguredRemotes(remotes: Record<string, string>): void {
  for (const [name, entry] of Object.entries(remotes)) entries.set(name, entry);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

export function isRemoteConfigured(name: string): boolean {
  return entries.has(name);
}

/**
 * Re-registering with `force` makes the runtime drop what it kept of the remote (manifest,
 * snapshot, entry, container), so the next load really goes back to the network.
 */
export function refreshRemote(name: string): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
