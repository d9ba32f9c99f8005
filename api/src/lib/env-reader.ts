/**
 * Reads environment variables and collects every problem instead of stopping at the first, so
 * one failed start tells the operator everything that is wrong.
 */
export type Env = Record<string, string | undefined>;

export class EnvReader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  string(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${name}="${raw}": нужно целое число от ${min} до ${max}`);
      return fallback;
    }
    return value;
  }

  /**
   * A duration such as `24h`, `90m`, `3600s` or `7d` (a bare number is seconds), in
   * milliseconds; refused outside min..max.
   */
  durationMs(name: string, fallback: number, min: number, max: number): number {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    const match = /^(\d+)\s*(s|m|h|d)?$/.exec(raw);
    const unit = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[match?.[2] ?? 's'] ?? 1_000;
    const value = match ? Number(match[1]) * unit : Number.NaN;
    if (!(value >= min && value <= max)) {
      this.problems.push(
        `${name}="${raw}": нужна длительность вида 24h, 90m, 3600s или 7d от ${min / 1000} с до ${max / 86_400_000} дн.`,
      );
      return fallback;
    }
    return value;
  }

  json(name: string): unknown {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      this.problems.push(`${name}: не удаётся разобрать JSON`);
      return undefined;
    }
  }

  fail(name: string, message: string): void {
    this.problems.push(`${name}: ${message}`);
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      [
        'Неверная конфигурация API (invalid API configuration):',
        ...problems.map((p) => `  - ${p}`),
        'См. api/README.md, раздел «Переменные окружения».',
      ].join('\n'),
    );
    this.name = 'ConfigError';
  }
}
