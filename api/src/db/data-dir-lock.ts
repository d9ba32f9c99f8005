/**
 * PGlite does not lock its folder: two processes can open it and corrupt it. A lock file in the
 * folder (PostgreSQL ignores unknown files there, and initdb tolerates it), holding the owner's
 * pid, stops the second one with a clear message. A lock left by a process that died (kill -9,
 * power loss) is detected by its pid and taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'storefront-api.lock';

/** Locks this process holds: its own pid in a lock file is only stale if it is not here. */
const held = new Set<string>();

/** The folder must exist. Returns the release function. */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, LOCK_FILE);
  if (held.has(lockPath)) throw inUse(dataDir, lockPath, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      held.add(lockPath);
      return () => {
        held.delete(lockPath);
        releaseLock(lockPath);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (isAlive(owner)) throw inUse(dataDir, lockPath, owner);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Не удалось захватить ${lockPath} (could not acquire the lock file)`);
}

function inUse(dataDir: string, lockPath: string, owner: number): Error {
  return new Error(
    `Папка базы данных ${dataDir} уже открыта другим процессом (pid ${owner}). ` +
      'Остановите его или укажите другой DATA_DIR.\n' +
      `The database folder is already in use by pid ${owner}; stop it or set another DATA_DIR. ` +
      `Lock file: ${lockPath}`,
  );
}

function isAlive(pid: number): boolean {
  // Our own pid in the file means a previous life of this container or process slot.
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseLock(lockPath: string): void {
  try {
    if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.rmSync(lockPath);
  } catch {
    // Already gone: nothing to release.
  }
}
