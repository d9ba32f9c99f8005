import pg from 'pg';
import type { ChangeListener } from './types.ts';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 5_000;
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * A LISTEN connection only receives: a host that vanished without a reset would leave it
 * "connected" and deaf, with the user cache trusting it. A round trip now and then finds out.
 */
const HEARTBEAT_MS = 10_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries and lose it).
 * When the connection drops, stops answering or cannot be made at start, the listener hears
 * `onLive(false)` and the connection is retried with a doubling delay until it listens again.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  listener: ChangeListener,
  onError: (err: Error) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let delay = RETRY_MIN_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      // Without it a silent server would keep this attempt, and so the retries, waiting forever.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) listener.onNotify(message.payload ?? '');
    });
    next.on('error', (err) => {
      onError(err);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      next.end().catch(() => {});
      throw err;
    }
    client = next;
    delay = RETRY_MIN_MS;
    heartbeat = setInterval(() => {
      const silent = setTimeout(() => lost(next), HEARTBEAT_TIMEOUT_MS);
      next
        .query('SELECT 1')
        .catch((err: Error) => {
          onError(err);
          lost(next);
        })
        .finally(() => clearTimeout(silent));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    listener.onLive(true);
  };

  const lost = (which: pg.Client) => {
    if (client !== which || stopped) return;
    client = undefined;
    clearInterval(heartbeat);
    listener.onLive(false);
    which.end().catch(() => {});
    scheduleRetry();
  };

  const scheduleRetry = () => {
    retryTimer = setTimeout(() => {
      if (stopped) return;
      connect().catch((err: Error) => {
        onError(err);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
        scheduleRetry();
      });
    }, delay);
    retryTimer.unref();
  };

  // Not listening yet is no reason to refuse to start: consumers simply stay offline.
  await connect().catch((err: Error) => {
    onError(err);
    scheduleRetry();
  });
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(heartbeat);
    const last = client;
    client = undefined;
    // A goodbye to a server that stopped answering would wait forever: shutdown does not.
    let timer: NodeJS.Timeout | undefined;
    const giveUp = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CONNECT_TIMEOUT_MS);
    });
    await Promise.race([last?.end().catch(() => {}), giveUp]);
    clearTimeout(timer);
  };
}
