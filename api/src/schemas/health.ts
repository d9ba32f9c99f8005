import { Type } from 'typebox';

export const HealthResponse = Type.Object({
  status: Type.Literal('ok'),
  boot_id: Type.String({ format: 'uuid', description: 'New at every process start.' }),
});
