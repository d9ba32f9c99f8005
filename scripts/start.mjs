// `npm start`: installs what is missing, builds the front ends, and runs the whole product
// (API + shell + every remote) on one origin with the embedded database.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProduct } from './lib/build.mjs';
import { installIfNeeded } from './lib/install.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const [major] = process.versions.node.split('.').map(Number);
  if (major < 20) throw new Error(`Нужен Node.js 20 или новее, а установлен ${process.version}`);

  if ((await installIfNeeded(root)) !== 0) process.exit(1);
  if ((await buildProduct(root)) !== 0) process.exit(1);

  // node itself, not a package script: signals must reach the server so it closes the database.
  // The built API (api/scripts/bundle.mjs), its stack traces mapped back to the sources.
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.mjs'], {
    cwd: join(root, 'api'),
    stdio: 'inherit',
    env: { STATIC_ROOT: root, ...process.env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
