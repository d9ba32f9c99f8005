// The setup of the benchmarks on PostgreSQL: the API's modules (for its own SQL), a scratch
// database created from DATABASE_URL (the role needs CREATEDB), a pool on it of the API's size
// and the product started on it; all of it stopped and dropped whatever the benchmark did.
import pg from 'pg';
import { type ApiSql, loadApi } from './api-sql';
import { productEnv } from './bench';
import { scratchDatabase } from './load';
import { type RunningProduct, startProduct } from './start-product';

export interface ScratchProduct<Api> {
  api: Api;
  /** On the scratch database, of the API's pool size unless asked otherwise. */
  pool: pg.Pool;
  product: RunningProduct;
  /** Another API process on the same database (the caller stops it). */
  startReplica(): Promise<RunningProduct>;
}

interface Options {
  /** Files of api/ whose exports the benchmark uses (see loadApi). */
  files: string[];
  /** The pool's size; the API's POOL_SIZE by default. */
  poolSize?: number;
  /** More of the product's environment. */
  env?: Record<string, string>;
}

/** Runs `measure` on a product started on a fresh scratch database; answers what it answers. */
export async function onScratchProduct<Api extends ApiSql, T>(
  bench: string,
  options: Options,
  measure: (scratch: ScratchProduct<Api>) => Promise<T>,
): Promise<T> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error(`${bench} needs DATABASE_URL (a PostgreSQL server)`);
  const api = await loadApi<Api>(options.files);
  const scratch = await scratchDatabase(adminUrl);
  const max = options.poolSize ?? api.POOL_SIZE;
  const pool = new pg.Pool({ connectionString: scratch.url, max });
  const env = productEnv({ ...options.env, DATABASE_URL: scratch.url });
  const product = await startProduct(env);
  try {
    return await measure({ api, pool, product, startReplica: () => startProduct(env) });
  } finally {
    await pool.end();
    await product.stop();
    await scratch.drop();
  }
}
