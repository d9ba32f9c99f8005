/**
 * A TCP relay in front of a real server (PostgreSQL, Redis) that a test can break the way a
 * network or a restarting server breaks, without touching the machine's service:
 * - `reset`: every open connection is cut and new ones are accepted and dropped at once
 *   (a server restarting);
 * - `silent`: open connections are cut, new ones are accepted and never answered (a host that
 *   vanished, a full backlog);
 * - `refuse`: nothing listens on the port (a stopped server);
 * - `restore`: relays again, on the same port.
 */
import net from 'node:net';

export type Fault = 'reset' | 'silent' | 'refuse';

export interface TcpProxy {
  readonly port: number;
  break(fault: Fault): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let fault: Fault | null = null;
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  const server = net.createServer((client) => {
    track(client);
    if (fault === 'reset') return void client.resetAndDestroy();
    if (fault === 'silent') return;
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));

  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async break(next) {
      fault = next;
      cutAll();
      if (next === 'refuse') {
        // close() waits for open connections: cut them first (done above), then stop.
        await stopListening();
      }
    },
    async restore() {
      fault = null;
      if (!server.listening) await listen(port);
    },
    async close() {
      cutAll();
      await stopListening();
    },
  };
}

/** `url` with its host and port replaced by the proxy's. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const parsed = new URL(url);
  parsed.hostname = '127.0.0.1';
  parsed.port = String(proxy.port);
  return parsed.toString();
}
