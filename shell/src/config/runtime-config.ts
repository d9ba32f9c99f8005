import type { RuntimeConfig } from '@storefront/shared/contract/runtime-config';

/** Served by whoever hosts the shell; never cached, so moving a remote needs no shell rebuild. */
export const CONFIG_URL = '/config.json';

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((entry) => typeof entry === 'string' && entry.length > 0)
  );
}

/** Fails with the list of what is wrong, so a broken deployment is diagnosed from the console. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const problems: string[] = [];
  const candidate = (value ?? {}) as Partial<RuntimeConfig>;
  if (typeof candidate.apiBase !== 'string' || !candidate.apiBase) problems.push('apiBase');
  if (!isStringRecord(candidate.remotes)) problems.push('remotes');
  if (problems.length) throw new Error(`config.json: invalid ${problems.join(', ')}`);
  return {
    apiBase: candidate.apiBase as string,
    remotes: candidate.remotes as Record<string, string>,
  };
}

/** The api-client needs the base this file provides, so this is the one direct fetch. */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(CONFIG_URL, {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
