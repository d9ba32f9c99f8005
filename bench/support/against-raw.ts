// The comparison the API benchmarks make: the API under autocannon beside the very same SQL run
// straight on the driver ("raw"), in alternating rounds so both see the same machine, and the
// columns, ratios and floor every one of their tables prints.
import type pg from 'pg';
import { DURATION_S } from './bench';
import { cannon, combine, type Figures, highestRatio, RawLoad, rotating } from './load';
import type { Sql } from './shop-measure';

export const ROUNDS = 2;
export const CONNECTIONS = 50;
/** Seconds each side is loaded before the measured rounds. */
const WARM_S = 2;

/** A call of the raw side (one request's statements). */
export type RawCall = () => Promise<unknown>;

/**
 * The API (`api(seconds, warm)`, one autocannon load) and each raw side, warmed, then `ROUNDS`
 * rounds of every raw side and the API in turn, `DURATION_S / ROUNDS` each. Answers the API's
 * warm-up and rounds as `api` answered them, and each raw side's figures over its rounds.
 */
export async function alternating<R extends Figures, const Raws extends RawCall[]>(
  api: (seconds: number, warm: boolean) => Promise<R>,
  raws: Raws,
): Promise<{ warm: R; rounds: R[]; raws: { [K in keyof Raws]: Figures } }> {
  const warm = await api(WARM_S, true);
  for (const raw of raws) await new RawLoad(CONNECTIONS).run(raw, WARM_S);
  const direct = raws.map(() => new RawLoad(CONNECTIONS));
  const rounds: R[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, raw] of raws.entries()) await direct[i]?.run(raw, DURATION_S / ROUNDS);
    rounds.push(await api(DURATION_S / ROUNDS, false));
  }
  const figures = direct.map((load) => load.figures()) as { [K in keyof Raws]: Figures };
  return { warm, rounds, raws: figures };
}

/** API req/s over raw req/s, "1.23x". */
export const timesRaw = (api: Figures, raw: Figures) =>
  `${(api.rps / Math.max(1, raw.rps)).toFixed(2)}x`;

/** API req/s in % of raw req/s, "85 %". */
export const percentOfRaw = (api: Figures, raw: Figures) =>
  `${Math.round((100 * api.rps) / Math.max(1, raw.rps))} %`;

/** The columns of a row of API against raw, from req/s to "highest possible", in this order. */
export function againstRaw(
  api: Figures,
  raw: Figures,
  floor: Figures,
  ratio: (api: Figures, raw: Figures) => string,
) {
  return {
    'API req/s': api.rps,
    'API p50': api.p50,
    'API p99': api.p99,
    'raw req/s': raw.rps,
    'raw p50': raw.p50,
    'raw p99': raw.p99,
    'API/raw': ratio(api, raw),
    'highest possible': highestRatio(raw, floor),
  };
}

/** The line under a table whose API caches: what its floor is and what it bounds. */
export const floorNote = (floor: Figures) =>
  `API floor: GET /api/v1/auth/me ${floor.rps} req/s, p99 ${floor.p99} ms; "highest ` +
  'possible" = 1 / (1 + raw/floor) bounds an API that runs the SQL on every call.';

/** A raw side that runs, per call, the next key's statements one after another. */
export function rotatingStatements(perKey: Sql[][], query: (statement: Sql) => Promise<unknown>) {
  let n = 0;
  return async () => {
    for (const statement of perKey[n++ % perKey.length] ?? []) await query(statement);
  };
}

/** Runs one statement on `pool`, its rows as arrays (as the raw side reads them). */
export const arrayQuery = (pool: pg.Pool) => (statement: Sql) =>
  pool.query({ text: statement.sql, values: statement.params, rowMode: 'array' });

/** A load over many keys: the API's paths, and per key every statement the API sends for it. */
export interface KeyedScenario {
  name: string;
  paths: string[];
  statements: Sql[][];
  /** The API's answer and the raw rows of the first key's first statement name the same. */
  agree(body: unknown, rows: unknown[][]): boolean;
}

type Query = (statement: Sql) => Promise<{ rows: unknown[][] }>;

/**
 * Throws unless the API and the raw SQL agree on the first key (else the ratio means nothing);
 * answers the API's answer.
 */
export async function checkFirstKey(
  base: string,
  scenario: KeyedScenario,
  query: Query,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const [first] = scenario.statements[0] ?? [];
  if (!first) throw new Error(`nothing captured for ${scenario.name}`);
  const body = await (await fetch(`${base}${scenario.paths[0]}`, { headers })).json();
  if (!scenario.agree(body, (await query(first)).rows)) {
    throw new Error(`API and raw SQL disagree on ${scenario.paths[0]}`);
  }
  return body;
}

/**
 * The scenario checked on its first key, then the API, each request the next key, alternating
 * with its raw side, each call the next key's statements. `first`: the API's first answer.
 */
export async function measureKeys(
  base: string,
  scenario: KeyedScenario,
  query: Query,
  headers: Record<string, string> = {},
) {
  const first = await checkFirstKey(base, scenario, query, headers);
  const requests = [rotating(scenario.paths)];
  const api = (duration: number) =>
    cannon({ url: base, connections: CONNECTIONS, headers, requests, duration });
  const raw = rotatingStatements(scenario.statements, query);
  const { rounds, raws } = await alternating(api, [raw]);
  return { api: combine(rounds), raw: raws[0], first };
}
