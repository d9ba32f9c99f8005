import type { FastifyServerOptions } from 'fastify';

/**
 * The server's pino options: one JSON object per line on stdout, each request's lines carrying
 * its `reqId` (the proxy's X-Request-Id when given, see plugins/app/request-id.ts), so the lines
 * of one request can be picked out of several replicas' interleaved logs.
 */
export function logOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    // Never log credentials, even at debug level.
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(stream ? { stream } : {}),
  };
}
