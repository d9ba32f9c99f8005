/**
 * The only file that listens. Run it with `node --import tsx src/server.ts` (not through a
 * wrapper that swallows signals): SIGINT/SIGTERM then finish in-flight requests and close the
 * database, which for PGlite also releases the data folder's lock file.
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ConfigError } from './lib/env-reader.ts';
import { logOptions } from './lib/log-options.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config, logger: logOptions(config.logLevel) });

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  process.stdout.write(
    `\nВитрина запущена / storefront running: ${publicUrl(config.host, port)}\n\n`,
  );
}

/** A wildcard bind address is not something to type into a browser. */
function publicUrl(bindHost: string, port: number): string {
  if (bindHost === '0.0.0.0' || bindHost === '::') return `http://localhost:${port}`;
  const host = bindHost.includes(':') ? `[${bindHost}]` : bindHost;
  return `http://${host}:${port}`;
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Не удалось запустить API (failed to start the API):\n${describe(err)}\n`);
  }
  process.exit(1);
});

function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? `\n  cause: ${err.cause.message}` : '';
  return `${err.message}${cause}`;
}
