import { setTimeout as sleep } from 'node:timers/promises';

/** Polls `check` every `everyMs` until it returns true; false once `timeoutMs` has passed. */
export async function waitFor(
  check: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 100,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(everyMs);
  }
  return false;
}
