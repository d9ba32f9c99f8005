/**
 * Answers are written by fast-json-stringify from the route's response schema, as Fastify does
 * by default; the compiled writers are shared by every app of the process (lib/compiled-schemas).
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { sharedCompiler } from './compiled-schemas.ts';

type Factory = ReturnType<typeof SerializerSelector>;
type Compile = ReturnType<Factory>;
type Route = Parameters<Compile>[0];

const fastifyDefault = SerializerSelector();

function build(...[externalSchemas, options]: Parameters<Factory>) {
  const key = JSON.stringify([externalSchemas, options]);
  return sharedCompiler<Route, ReturnType<Compile>>(key, () =>
    fastifyDefault(externalSchemas, options),
  );
}

/** Fastify's `schemaController.compilersFactory.buildSerializer`. */
export const buildSerializer = build as Factory;
