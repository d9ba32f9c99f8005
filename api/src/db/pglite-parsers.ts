/**
 * drizzle's PGlite driver sends the same `parsers` option with every statement (dates,
 * intervals and a few arrays kept as text, which drizzle's columns then map). PGlite merges a
 * statement's parsers into its whole table of type parsers each time, a fixed ~0.12 ms per
 * statement on this machine: about a fifth of a page of the users list, and more for a write
 * transaction of several statements. So the client gets drizzle's parsers once, at creation,
 * and drizzle's per-statement copy is dropped on the way in (rowMode is kept): the results are
 * the same, the merge is gone.
 */
import { type PGlite, type Transaction, types } from '@electric-sql/pglite';

const asText = (value: string) => value;

/** Exactly the parsers drizzle-orm's PgliteSession passes (drizzle-orm/pglite/session.js). */
export const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

type QueryOptions = Parameters<PGlite['query']>[2];

function withoutParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers) return options;
  const { parsers: _sameAsTheClients, ...rest } = options;
  return rest;
}

/** `target` whose `query` ignores per-statement parsers; everything else is untouched. */
function queryingWithClientParsers<T extends PGlite | Transaction>(target: T): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          object.query(query, params, withoutParsers(options));
      }
      if (property === 'transaction' && 'transaction' in object) {
        return <R>(callback: (tx: Transaction) => Promise<R>) =>
          object.transaction((tx) => callback(queryingWithClientParsers(tx)));
      }
      // Methods run on the real object: PGlite keeps its state in private fields.
      const value = Reflect.get(object, property, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

/** The client to hand to drizzle. Create it with `parsers: DRIZZLE_PARSERS`. */
export const forDrizzle = (client: PGlite): PGlite => queryingWithClientParsers(client);
