import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import sharp from 'sharp';
import { imageProcess } from '../../src/lib/image-process/index.ts';
import { photo } from '../helpers/photos.ts';

/** The nice value of each thread of `pid`, main thread first (field 19 of its stat). */
function threadNiceness(pid: number): number[] {
  const tids = readdirSync(`/proc/${pid}/task`).sort((a, b) => Number(a) - Number(b));
  return tids.map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('the image process (issue 21)', () => {
  it('re-encodes at the lowest CPU priority, the threads that decode and encode included', async (t) => {
    if (process.platform !== 'linux') return t.skip('per-thread priorities are read from /proc');
    const bytes = await imageProcess.reencode(await photo({ width: 1200, height: 900 }), 'jpg');
    assert.equal((await sharp(bytes).metadata()).width, 1200);
    const pid = imageProcess.pid();
    assert.ok(pid);
    const niceness = threadNiceness(pid);
    assert.equal(niceness[0], 19, 'the main thread');
    // libuv's pool (4 threads), where sharp runs, is made after the priority was lowered.
    assert.ok(niceness.filter((nice) => nice === 19).length >= 5, `threads: ${niceness}`);
  });

  it('fails the job it was running when it dies, and a new one makes the next picture', async () => {
    const source = await photo({ width: 4000, height: 3000 });
    await imageProcess.reencode(await photo({ width: 64, height: 48 }), 'jpg');
    const first = imageProcess.pid();
    assert.ok(first);
    const running = imageProcess.reencode(source, 'jpg');
    process.kill(first, 'SIGKILL');
    await assert.rejects(running, /the image process exited/);
    const bytes = await imageProcess.derivative(source, { width: 320, format: 'webp' }, 20e6);
    const { width, format } = await sharp(bytes).metadata();
    assert.deepEqual([width, format], [427, 'webp']);
    assert.notEqual(imageProcess.pid(), first);
  });
});
