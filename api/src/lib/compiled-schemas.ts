/**
 * Compiled route schemas, kept per process. Compiling every route's validators (ajv) and
 * serializers (fast-json-stringify) is most of what building the app costs: about 1 s of CPU
 * and as much again in garbage collection for ~150 routes. A server builds its app once and
 * gains nothing here; the API tests build ~200 apps in a few processes and compiled the same
 * schemas every time.
 *
 * A compiled function depends only on its schema, the external schemas and the compiler's
 * options, and keeps no state between calls, so the same inputs may share one function. The
 * key is the schema's JSON: an identical schema in another app is the same check.
 */
type Compiler<Route extends { schema?: unknown }, Compiled> = (route: Route) => Compiled;

const compilers = new Map<string, Compiler<never, unknown>>();

/**
 * `make` builds the compiler for a set of external schemas and options, as Fastify's
 * `compilersFactory` does; the compiler is made once per `key` and answers each schema once.
 * `part` is what besides the schema decides the result (the request part a validator checks).
 */
export function sharedCompiler<Route extends { schema?: unknown }, Compiled>(
  key: string,
  make: () => Compiler<Route, Compiled>,
  part: (route: Route) => string = () => '',
): Compiler<Route, Compiled> {
  const known = compilers.get(key) as Compiler<Route, Compiled> | undefined;
  if (known) return known;
  const compile = make();
  const compiled = new Map<string, Compiled>();
  const shared: Compiler<Route, Compiled> = (route) => {
    const id = `${part(route)}\u0000${JSON.stringify(route.schema)}`;
    let result = compiled.get(id);
    if (result === undefined) {
      result = compile(route);
      compiled.set(id, result);
    }
    return result;
  };
  compilers.set(key, shared as Compiler<never, unknown>);
  return shared;
}
