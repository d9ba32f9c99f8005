import { Type } from 'typebox';
import { DEPLOYMENT_ID } from '../lib/scale-out-env.ts';

export const HealthResponse = Type.Object({
  status: Type.Literal('ok'),
  boot_id: Type.String({
    // A UUID (the fallbacks) fits it too.
    pattern: DEPLOYMENT_ID.source,
    description:
      'Identifies the deployment: DEPLOYMENT_ID, else one id per PostgreSQL database, else ' +
      '(PGlite) new at every process start. The client reloads when it changes.',
  }),
});

export const ReadyResponse = Type.Object({ status: Type.Literal('ready') });
