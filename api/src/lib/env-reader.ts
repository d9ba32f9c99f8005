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
