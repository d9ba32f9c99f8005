// What every benchmark script shares: the admin the product is started with, the length of a
// measured load, and how a script runs (a failure prints its error and sets exit code 1).

/** The admin every benchmark starts the product with (ADMIN_USERNAME / ADMIN_PASSWORD). */
export const ADMIN = { username: 'bench-admin', password: 'bench-admin-password' };

/** Seconds of measured load per scenario (BENCH_DURATION_S, 10). */
export const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);

/** The product's environment for a benchmark: quiet logs and the bench admin. */
export const productEnv = (extra: Record<string, string> = {}): Record<string, string> => ({
  LOG_LEVEL: 'warn',
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  ...extra,
});

/** Seconds since `started` (a `performance.now()`), "12.3". */
export const secondsSince = (started: number) => ((performance.now() - started) / 1000).toFixed(1);

/** Runs a benchmark's main: an error is printed and sets exit code 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
