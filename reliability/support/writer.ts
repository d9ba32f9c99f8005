// A client writing through nginx while faults happen: it creates users and coupons one after
// another and keeps every answer. A write answered 2xx was acknowledged and must be in the
// database afterwards, whatever happened to replicas or PostgreSQL in between.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Background } from './background';
import { call, detailOf } from './http';
import type { PrivatePostgres } from './private-postgres';

export interface Write {
  at: number;
  kind: 'user' | 'coupon';
  key: string;
  /** 0: no HTTP answer (network error). */
  status: number;
  detail: unknown;
}

export class Writer extends Background {
  readonly writes: Write[] = [];
  private readonly tag = randomBytes(3).toString('hex').toUpperCase();

  constructor(
    private readonly base: string,
    private readonly token: string,
    private readonly pauseMs = 20,
  ) {
    super();
    this.repeat((n) => this.round(n));
  }

  /** Round `n`: a user, then a coupon. */
  private async round(n: number): Promise<void> {
    const username = `writer-${this.tag.toLowerCase()}-${n}`;
    await this.write('user', username, '/api/v1/admin/users', {
      username,
      password: 'writer-password-1',
      role: 'customer',
    });
    const code = `W${this.tag}N${n}`;
    await this.write('coupon', code, '/api/v1/coupons/coupons', {
      code,
      name: `Надёжность ${n}`,
      coupon_type: 'percentage',
      discount_value: 10,
    });
    await sleep(this.pauseMs);
  }

  private async write(kind: Write['kind'], key: string, path: string, body: object) {
    try {
      const answer = await call(this.base, 'POST', path, this.token, body);
      this.writes.push({
        at: Date.now(),
        kind,
        key,
        status: answer.status,
        detail: detailOf(answer),
      });
    } catch (err) {
      this.writes.push({ at: Date.now(), kind, key, status: 0, detail: String(err) });
    }
  }

  acknowledged(kind?: Write['kind'], from = 0): Write[] {
    return this.writes.filter(
      (w) => w.status >= 200 && w.status < 300 && w.at >= from && (!kind || w.kind === kind),
    );
  }

  refused(): Write[] {
    return this.writes.filter((w) => w.status < 200 || w.status >= 300);
  }

  /** Acknowledged writes the database does not hold (must be none). */
  async lostIn(postgres: PrivatePostgres): Promise<string[]> {
    const users = this.acknowledged('user').map((w) => w.key);
    const coupons = this.acknowledged('coupon').map((w) => w.key);
    const found = await postgres.query<{ key: string }>(
      `SELECT username AS key FROM users WHERE username = ANY($1)
       UNION ALL SELECT code AS key FROM coupons WHERE code = ANY($2)`,
      [users, coupons],
    );
    const stored = new Set(found.map((row) => row.key));
    return [...users, ...coupons].filter((key) => !stored.has(key));
  }
}
