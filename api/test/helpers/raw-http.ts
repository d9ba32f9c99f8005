/**
 * HTTP/1.1 over a bare socket, for what `fetch` cannot do: send half a request and finish it
 * later, keep a connection idle, see exactly when the server closes it.
 */
import net from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export class RawConnection {
  private buffer = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  closed = false;
  readonly whenClosed: Promise<void>;

  private constructor(private readonly socket: net.Socket) {
    socket.on('data', (chunk) => {
      this.buffer = Buffer.concat([this.buffer, chunk]);
      this.wake();
    });
    socket.on('error', () => {});
    this.whenClosed = new Promise((resolve) =>
      socket.on('close', () => {
        this.closed = true;
        this.wake();
        resolve();
      }),
    );
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  write(text: string): void {
    this.socket.write(text);
  }

  destroy(): void {
    this.socket.destroy();
  }

  /** The next whole response (Content-Length bodies only, as the API sends). */
  async response(): Promise<RawResponse> {
    for (;;) {
      const parsed = this.take();
      if (parsed) return parsed;
      if (this.closed) throw new Error('connection closed before a whole response');
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  private wake(): void {
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  private take(): RawResponse | null {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine = '', ...lines] = this.buffer
      .subarray(0, end)
      .toString('latin1')
      .split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < end + 4 + length) return null;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}

/** A request's head; `body` is counted in Content-Length but sent only as far as `sent`. */
export function requestHead(method: string, path: string, headers: Record<string, string>) {
  const lines = Object.entries({ host: '127.0.0.1', ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** Resolves with a free TCP port on 127.0.0.1 (closed again for the caller to use). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * What a new connection to `port` meets: `refused` (nothing listens), `reset` (accepted by the
 * kernel while the listener was closing, then dropped unanswered) or the status it is answered.
 */
export async function newRequest(port: number): Promise<'refused' | 'reset' | number> {
  let connection: RawConnection;
  try {
    connection = await RawConnection.open(port);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ECONNREFUSED') return 'refused';
    throw err;
  }
  connection.write(requestHead('GET', '/health', { connection: 'close' }));
  try {
    return (await connection.response()).status;
  } catch {
    return 'reset';
  } finally {
    connection.destroy();
  }
}
