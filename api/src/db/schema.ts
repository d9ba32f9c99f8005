// Kept for `src/schemas/` alone, until those schemas move to `shared`: the schema is
// `schema/index.ts`, one file per table group.
export * from './schema/index.ts';
