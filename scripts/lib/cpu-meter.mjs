// How much of the machine a stage used: the whole machine's busy CPU time between two readings
// of /proc/stat (every process, PostgreSQL and the browsers included), in core-minutes, beside
// the stage's wall time. A stage near 100 % of the cores is bound by CPU: it cannot take less
// than its core-minutes divided by the cores without doing less work. Linux only; elsewhere the
// reading is null and the stage prints its time alone.
import fs from 'node:fs';
import os from 'node:os';

// The kernel counts in USER_HZ ticks, 100 per second on every Linux architecture we run on.
const TICKS_PER_SECOND = 100;

/** Busy and total ticks of all cores since boot, or null without /proc/stat. */
function readTicks() {
  let line;
  try {
    line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0];
  } catch {
    return null;
  }
  // cpu user nice system idle iowait irq softirq steal guest guest_nice
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** Starts a reading; `stop()` answers { coreMinutes, share } for the time since, or null. */
export function cpuMeter() {
  const start = readTicks();
  return {
    stop() {
      const end = readTicks();
      if (!start || !end || end.total === start.total) return null;
      const busy = end.busy - start.busy;
      return {
        coreMinutes: busy / TICKS_PER_SECOND / 60,
        share: busy / (end.total - start.total),
        cores: os.availableParallelism(),
      };
    },
  };
}

/** ", CPU 15.9 core-min (96 % of 2 cores)" for a stage's closing line; "" without a reading. */
export function cpuText(reading) {
  if (!reading) return '';
  const percent = Math.round(reading.share * 100);
  return `, CPU ${reading.coreMinutes.toFixed(1)} core-min (${percent} % of ${reading.cores} cores)`;
}
