// Runs the pinned pnpm through npx, so a machine with only Node and npm needs nothing else.
import { spawn } from 'node:child_process';

export const PNPM_VERSION = '12.21.0';

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command, echoing its output while keeping a copy to read test counts from. */
export function runCapturing(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    const keep = (stream, sink) =>
      stream.on('data', (chunk) => {
        output += chunk;
        sink.write(chunk);
      });
    keep(child.stdout, process.stdout);
    keep(child.stderr, process.stderr);
    child.on('error', reject);
    // 'close', not 'exit': the process can be gone while its last output is still in the
    // pipes, and the counts (and the echo) would miss it (a PostgreSQL API run lost its tail).
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

export function pnpmArgs(args) {
  return ['--yes', `pnpm@${PNPM_VERSION}`, ...args];
}

export function pnpm(args, options) {
  return run('npx', pnpmArgs(args), options);
}

export function pnpmCapturing(args, options) {
  return runCapturing('npx', pnpmArgs(args), options);
}
