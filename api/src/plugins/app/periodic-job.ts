/**
 * A background job of this instance (the orphan sweep, the upload backfill, the payments'
 * reconciliation): run every `everyMs` from `onReady`, and at once there when `atReady`. One run
 * at a time: a tick while a run is still under way (a slow gateway, a large backfill) is
 * skipped, and a failure (the database restarting, say) is logged and left to the next tick.
 * On close the timer stops and a run under way is awaited; register the job after the plugins
 * it uses, so it closes before them (hooks close in reverse order of registration).
 */
import type { FastifyInstance } from 'fastify';

export interface PeriodicJob {
  /** Named in the log when a run fails. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** Run once as soon as the instance is ready, not only after the first interval. */
  atReady?: boolean;
  /** Asks a run under way to stop early, before close awaits it. */
  stop?: () => void;
}

export function periodicJob(fastify: FastifyInstance, job: PeriodicJob): void {
  let running: Promise<unknown> | null = null;
  const start = () => {
    running ??= job
      .run()
      .catch((err) => fastify.log.error({ err }, `${job.name} failed`))
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  fastify.addHook('onReady', async () => {
    if (job.atReady) start();
    // unref: the timer alone never keeps the process alive.
    timer = setInterval(start, job.everyMs).unref();
  });
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    job.stop?.();
    await running;
  });
}
