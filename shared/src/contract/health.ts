/** /health and /ready: what a load balancer and the shell's boot watcher read. */
import { type Static, Type } from 'typebox';

/** A deployment's id as DEPLOYMENT_ID may set it (a release tag); a UUID fits it too. */
export const DEPLOYMENT_ID = /^[A-Za-z0-9._-]{1,64}$/;

export const HealthResponse = Type.Object({
  status: Type.Literal('ok'),
  boot_id: Type.String({
    pattern: DEPLOYMENT_ID.source,
    description:
      'Identifies the deployment: DEPLOYMENT_ID, else one id per PostgreSQL database, else ' +
      '(PGlite) new at every process start. The client reloads when it changes.',
  }),
});
export type HealthResponse = Static<typeof HealthResponse>;

export const ReadyResponse = Type.Object({ status: Type.Literal('ready') });
