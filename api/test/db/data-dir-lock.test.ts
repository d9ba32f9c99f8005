import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { acquireDataDirLock, LOCK_FILE } from '../../src/db/data-dir-lock.ts';

const folder = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-lock-test-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};
const lockOf = (dir: string) => path.join(dir, LOCK_FILE);

describe('acquireDataDirLock', () => {
  it('refuses a folder already held, and frees it on release', () => {
    const dir = folder();
    const release = acquireDataDirLock(dir);
    assert.equal(fs.readFileSync(lockOf(dir), 'utf8'), String(process.pid));
    assert.throws(
      () => acquireDataDirLock(dir),
      /уже открыта другим процессом.*\n.*already in use/,
    );
    release();
    assert.equal(fs.existsSync(lockOf(dir)), false);
    acquireDataDirLock(dir)();
  });

  it('refuses a folder held by another live process', () => {
    const dir = folder();
    // The parent (the test runner) is certainly alive and is not us.
    fs.writeFileSync(lockOf(dir), String(process.ppid));
    assert.throws(() => acquireDataDirLock(dir), new RegExp(`pid ${process.ppid}`));
  });

  it('takes over a lock left by a dead process', () => {
    const dir = folder();
    fs.writeFileSync(lockOf(dir), '2147483646');
    const release = acquireDataDirLock(dir);
    assert.equal(fs.readFileSync(lockOf(dir), 'utf8'), String(process.pid));
    release();
  });
});
