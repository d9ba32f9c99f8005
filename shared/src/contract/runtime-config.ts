import { type Static, Type } from 'typebox';

/** `/config.json`: where the shell finds the API and each remote's manifest at run time. */
export const RuntimeConfig = Type.Object({
  apiBase: Type.String(),
  remotes: Type.Record(Type.String(), Type.String()),
});
export type RuntimeConfig = Static<typeof RuntimeConfig>;
