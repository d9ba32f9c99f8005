/**
 * Request bodies an anonymous client can send to stall a server, each within the 1 MiB body
 * limit (issue 12). Shared by the API tests, the fuzz test and the reliability suite's check
 * through nginx.
 */
export const BODY_LIMIT = 1024 * 1024;

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);

export const HOSTILE_BODIES: Record<string, string> = {
  /** Overflowed the recursive input guard's stack: a 500 on every body-less path. */
  'arrays 8,000 deep': nested(8_000),
  /** ~0.5 MB that held the event loop ~6 s: the guard copied the path at every level. */
  '100 chains 2,500 deep': `[${Array.from({ length: 100 }, () => nested(2_500)).join(',')}]`,
  'objects 40,000 deep': `${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}`,
  /** Nearly the whole limit in brackets: the parser itself must not be what blocks. */
  'a megabyte of [': '['.repeat(BODY_LIMIT - 1024),
  /** Wide instead of deep: half a million items for ajv and the guard to look at. */
  'an array of 500,000 items': JSON.stringify({ username: new Array(500_000).fill(0) }),
};
