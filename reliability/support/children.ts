// Child processes of the suite (PostgreSQL, API replicas, nginx): output into a log file, exit
// awaited, and every one still alive killed when this process ends for any reason, so a failed
// or interrupted run leaves nothing behind.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ChildOptions {
  cwd?: string;
  env: NodeJS.ProcessEnv;
  logFile: string;
  uid?: number;
  gid?: number;
}

const live = new Set<Child>();
const scratchDirs = new Set<string>();

export class Child {
  readonly exited: Promise<Exit>;
  private exit: Exit | undefined;
  /** Set once the suite signals it: an exit before that is a crash. */
  private signalled = false;

  constructor(
    readonly name: string,
    private readonly process: ChildProcess,
    readonly logFile: string,
  ) {
    live.add(this);
    this.exited = new Promise((resolve) => {
      process.once('exit', (code, signal) => {
        this.exit = { code, signal };
        live.delete(this);
        resolve(this.exit);
      });
    });
  }

  get pid(): number {
    return this.process.pid ?? -1;
  }

  get running(): boolean {
    return this.exit === undefined;
  }

  signal(signal: NodeJS.Signals): void {
    this.signalled = true;
    if (this.running) this.process.kill(signal);
  }

  /** How it ended, when it ended without being asked to. */
  get crash(): Exit | undefined {
    return this.signalled ? undefined : this.exit;
  }

  /** `signal`, then SIGKILL after `graceMs`: resolves with how it ended. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 10_000): Promise<Exit> {
    this.signal(signal);
    const timer = setTimeout(() => this.signal('SIGKILL'), graceMs);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The end of the log, for error messages. */
  logTail(lines = 30): string {
    try {
      return readFileSync(this.logFile, 'utf8').split('\n').slice(-lines).join('\n');
    } catch {
      return '(no log)';
    }
  }
}

export function startChild(name: string, command: string, args: string[], o: ChildOptions) {
  const log = openSync(o.logFile, 'a');
  try {
    const child = spawn(command, args, {
      cwd: o.cwd,
      env: o.env,
      uid: o.uid,
      gid: o.gid,
      stdio: ['ignore', log, log],
    });
    return new Child(name, child, o.logFile);
  } finally {
    closeSync(log);
  }
}

/** A temporary folder removed when the process ends, also after a failure. */
export function removeOnExit(dir: string): void {
  scratchDirs.add(dir);
}

export function removeNow(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  scratchDirs.delete(dir);
}

function killEverything(): void {
  for (const child of live) child.signal('SIGKILL');
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
}

process.on('exit', killEverything);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killEverything();
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  });
}
