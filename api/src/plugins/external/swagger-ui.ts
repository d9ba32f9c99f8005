import swaggerUi, { type FastifySwaggerUiOptions } from '@fastify/swagger-ui';

/** The docs live under /api so the shell's client routing never shadows them. */
export default swaggerUi;

export const autoConfig: FastifySwaggerUiOptions = {
  routePrefix: '/api/docs',
  uiConfig: { deepLinking: true, persistAuthorization: false },
};
