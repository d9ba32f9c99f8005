import pg from 'pg';
import type { ChangeListener } from './types.ts';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 5_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries and lose it).
 * When the connection drops (or cannot be made at start), the listener hears `onLive(false)`
 * and the connection is retried with a doubling delay until it listens again.
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
  let delay = RETRY_MIN_MS;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
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
    listener.onLive(true);
  };

  const lost = (which: pg.Client) => {
    if (client !== which || stopped) return;
    client = undefined;
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
    const last = client;
    client = undefined;
    await last?.end();
  };
}
