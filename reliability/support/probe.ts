// A caller that asks one URL every few milliseconds and keeps each answer with its time and
// detail: what a user sees during a fault, and when things came back.
import { setTimeout as sleep } from 'node:timers/promises';
import { Background } from './background';
import { call, detailOf } from './http';

export interface Probe {
  at: number;
  status: number;
  detail: unknown;
}

export class Prober extends Background {
  readonly answers: Probe[] = [];

  constructor(base: string, path: string, token: string, everyMs = 100) {
    super();
    this.repeat(async () => {
      try {
        const answer = await call(base, 'GET', path, token);
        this.answers.push({ at: Date.now(), status: answer.status, detail: detailOf(answer) });
      } catch (err) {
        this.answers.push({ at: Date.now(), status: 0, detail: String(err) });
      }
      await sleep(everyMs);
    });
  }

  between(from: number, to: number): Probe[] {
    return this.answers.filter((a) => a.at >= from && a.at < to);
  }

  /** The first 2xx answer after `from`, or undefined. */
  firstOkAfter(from: number): Probe | undefined {
    return this.answers.find((a) => a.at >= from && a.status >= 200 && a.status < 300);
  }
}
