// Traffic through nginx while a test causes a fault: autocannon reads, a writer, optionally a
// prober. Everything is stopped whatever happens in the fault, so a failing test never leaves
// load running (and its process alive).
import { setTimeout as sleep } from 'node:timers/promises';
import { ReadLoad } from './load';
import { Prober } from './probe';
import type { Topology } from './topology';
import { Writer } from './writer';

/** Idempotent reads an administrator makes all day: a page of users, a page of cities. */
export const READS = ['/api/v1/admin/users?page=1&size=20', '/api/v1/cities/?page=1&size=20'];

export interface TrafficOptions {
  connections: number;
  durationS: number;
  /** A path to ask every 100 ms, keeping each answer's detail. */
  probe?: string;
  /** Seconds of traffic before the fault begins (0). */
  faultAfterS?: number;
}

export interface Traffic {
  load: ReadLoad;
  writer: Writer;
  prober?: Prober;
}

/**
 * Runs `fault` under traffic through the topology's nginx; resolves when the load's duration is
 * over. A failure names any replica that crashed meanwhile (Topology.explain).
 */
export async function underTraffic(
  topology: Topology,
  token: string,
  options: TrafficOptions,
  fault: (traffic: Traffic) => Promise<void>,
): Promise<Traffic> {
  const { connections, durationS, probe, faultAfterS = 0 } = options;
  const base = topology.web.url;
  const traffic: Traffic = {
    load: new ReadLoad({ base, paths: READS, token, connections, durationS }),
    writer: new Writer(base, token),
    prober: probe ? new Prober(base, probe, token) : undefined,
  };
  try {
    await sleep(faultAfterS * 1000);
    await fault(traffic);
    await traffic.load.done;
  } catch (err) {
    throw topology.explain(err);
  } finally {
    await traffic.load.stop();
    await traffic.writer.stop();
    await traffic.prober?.stop();
  }
  return traffic;
}
