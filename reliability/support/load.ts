// Read load through nginx with autocannon, every answer recorded with its time, so a test can
// say exactly which requests failed and when, relative to the fault it caused.
import autocannon from 'autocannon';

export interface Sample {
  at: number;
  /** 0: no HTTP answer at all (socket error or timeout). */
  status: number;
  error?: string;
}

export interface LoadOptions {
  base: string;
  /** Requested in turn by every connection; all GETs (idempotent). */
  paths: string[];
  token: string;
  connections: number;
  durationS: number;
}

export class ReadLoad {
  readonly samples: Sample[] = [];
  readonly done: Promise<autocannon.Result>;
  private readonly instance: autocannon.Instance;

  constructor(options: LoadOptions) {
    let finish: (result: autocannon.Result) => void = () => {};
    let fail: (error: Error) => void = () => {};
    this.done = new Promise((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
    this.instance = autocannon(
      {
        url: options.base,
        connections: options.connections,
        duration: options.durationS,
        timeout: 20,
        headers: { authorization: `Bearer ${options.token}` },
        requests: options.paths.map((path) => ({ method: 'GET' as const, path })),
      },
      (error, result) => (error ? fail(error) : finish(result)),
    );
    this.instance.on('response', (_client, status) => {
      this.samples.push({ at: Date.now(), status });
    });
    this.instance.on('reqError', (error) => {
      this.samples.push({ at: Date.now(), status: 0, error: String(error) });
    });
  }

  /** Ends the run early (a failed test must not leave load running). */
  async stop(): Promise<void> {
    this.instance.stop();
    await this.done.catch(() => undefined);
  }

  failures(): Sample[] {
    return this.samples.filter((s) => s.status < 200 || s.status >= 300);
  }

  /** Successful answers within [from, to). */
  okBetween(from: number, to = Number.POSITIVE_INFINITY): number {
    return this.samples.filter(
      (s) => s.status >= 200 && s.status < 300 && s.at >= from && s.at < to,
    ).length;
  }

  /** `{ "200": 5120, "503": 3 }` for messages. */
  statuses(samples = this.samples): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const s of samples) counts[String(s.status)] = (counts[String(s.status)] ?? 0) + 1;
    return counts;
  }
}
