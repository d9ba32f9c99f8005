// CPU time of process groups from /proc (Linux): a group is a process and all its descendants
// (PostgreSQL's backends, nginx's workers). Sampled before and after a measurement, it says
// which part of the topology used the cores, and so where the limit is.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface Stat {
  ppid: number;
  ticks: number;
}

function readStat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** pid -> CPU ticks of `root` and every descendant alive now. */
function groupTicks(root: number): Map<number, number> {
  const stats = new Map<number, Stat>();
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    const stat = Number.isInteger(pid) ? readStat(pid) : undefined;
    if (stat) stats.set(pid, stat);
  }
  const inGroup = new Set([root]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const [pid, stat] of stats) {
      if (!inGroup.has(pid) && inGroup.has(stat.ppid)) {
        inGroup.add(pid);
        grown = true;
      }
    }
  }
  return new Map([...inGroup].map((pid) => [pid, stats.get(pid)?.ticks ?? 0]));
}

/** Busy ticks of the whole machine (all cores): what every process used, ours or not. */
function machineTicks(): number {
  const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/);
  const ticks = fields.filter(Boolean).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  // user nice system idle iowait irq softirq steal; guest time is already inside user.
  return ticks.slice(0, 8).reduce((a, b) => a + b, 0) - idle;
}

export type Groups = Record<string, number>;

/**
 * Starts counting; the returned function gives each group's CPU use since, in % of one core,
 * and `machine`: the whole machine's (up to 100 % per core).
 */
export function sampleCpu(groups: Groups): () => Record<string, number> {
  const started = performance.now();
  const machineBefore = machineTicks();
  const before = Object.fromEntries(Object.entries(groups).map(([k, pid]) => [k, groupTicks(pid)]));
  return () => {
    const seconds = (performance.now() - started) / 1000;
    const percent = (ticks: number) => Math.round((100 * ticks) / TICKS_PER_SECOND / seconds);
    const usage: Record<string, number> = { machine: percent(machineTicks() - machineBefore) };
    for (const [name, pid] of Object.entries(groups)) {
      let ticks = 0;
      // A process born meanwhile (a new backend) counts whole; one that ended is not seen.
      for (const [child, now] of groupTicks(pid)) ticks += now - (before[name]?.get(child) ?? 0);
      usage[name] = percent(ticks);
    }
    return usage;
  };
}
