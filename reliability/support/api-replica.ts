// One API process, started as production runs it (the API's README, the Docker image): node
// itself on the build, not a wrapper, so signals reach it, on its own port.
import { join } from 'node:path';
import { type Child, startChild } from './children';
import { freePort } from './free-port';
import { API_DIR } from './paths';
import { waitFor } from './wait';

export class ApiReplica {
  private constructor(
    readonly name: string,
    readonly port: number,
    readonly child: Child,
  ) {}

  /** Starts and waits until GET /health answers (the app is built, migrated and listening). */
  static async start(name: string, env: Record<string, string>, logDir: string) {
    const port = await freePort();
    const child = startChild(name, process.execPath, ['--enable-source-maps', 'dist/server.mjs'], {
      cwd: API_DIR,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...env,
        HOST: '127.0.0.1',
        PORT: String(port),
      },
      logFile: join(logDir, `${name}.log`),
    });
    const replica = new ApiReplica(name, port, child);
    const up = await waitFor(
      async () => {
        if (!child.running) throw new Error('exited');
        return (await fetch(`${replica.url}/health`)).ok;
      },
      90_000,
      200,
    );
    if (!up) {
      await child.stop('SIGKILL');
      throw new Error(`${name} did not start:\n${child.logTail()}`);
    }
    return replica;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }
}
