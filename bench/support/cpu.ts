// CPU time from /proc (Linux), to say what bounds a load on these shared cores: the API
// process's share of one core, and the whole machine's busy time over all its cores.
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

const TICKS_PER_S = 100; // USER_HZ on Linux

/** utime + stime of `pid`, in ticks (fields 14 and 15 of /proc/<pid>/stat). */
function processTicks(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * utime + stime of `pid` and of every process below it (the API's image process), in ticks. A
 * child that exits between two readings drops out of the sum: callers compare close readings.
 */
function treeTicks(pid: number): number {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    // Exited meanwhile: counted as nothing.
  }
  let ticks = 0;
  try {
    ticks = processTicks(pid);
  } catch {
    return 0;
  }
  return children.reduce((sum, child) => sum + treeTicks(child), ticks);
}

/** Busy ticks of all cores: everything but idle and iowait (first line of /proc/stat). */
function machineTicks(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const [, ...values] = line.trim().split(/\s+/).map(Number);
  const total = values.slice(0, 8).reduce((a, v) => a + v, 0);
  return total - (values[3] ?? 0) - (values[4] ?? 0);
}

/**
 * Accumulates CPU over the intervals between start() and stop(); figures() answers the API
 * process in % of one core and the machine in % of all its cores (100 % = all busy).
 */
export class CpuMeter {
  private api = 0;
  private machine = 0;
  private seconds = 0;
  private started: { api: number; machine: number; at: number } | null = null;

  constructor(private readonly pid: number) {}

  start(): void {
    this.started = { api: processTicks(this.pid), machine: machineTicks(), at: performance.now() };
  }

  stop(): void {
    if (!this.started) return;
    this.api += processTicks(this.pid) - this.started.api;
    this.machine += machineTicks() - this.started.machine;
    this.seconds += (performance.now() - this.started.at) / 1000;
    this.started = null;
  }

  figures() {
    const share = (ticks: number, cores: number) =>
      `${Math.round((100 * ticks) / TICKS_PER_S / Math.max(0.001, this.seconds) / cores)} %`;
    return { api: share(this.api, 1), machine: share(this.machine, cpus().length) };
  }
}

/**
 * Resolves once `pid` and the processes below it (the API and its image process) have used under
 * 5 % of a core for a whole second (their background work, such as the sizes of uploaded photos,
 * is done), with the seconds waited; rejects after `limitMs`.
 */
export async function untilIdle(pid: number, limitMs = 300_000): Promise<number> {
  const started = performance.now();
  let last = treeTicks(pid);
  for (;;) {
    await new Promise((wait) => setTimeout(wait, 1000));
    const now = treeTicks(pid);
    if (now - last < 0.05 * TICKS_PER_S) return (performance.now() - started) / 1000;
    if (performance.now() - started > limitMs) throw new Error(`process ${pid} stayed busy`);
    last = now;
  }
}
