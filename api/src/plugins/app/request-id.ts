import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
// nginx's $request_id is 32 hex digits; anything else safe to print in a log line is accepted.
const SAFE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id the proxy gave the request, so one id follows it through the
 * nginx access log and this service's JSON log (`reqId` on every line), else a fresh UUID.
 * An id that could forge or break a log line (spaces, quotes, newlines, huge) is replaced.
 */
export function requestId(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/**
 * Echoes the id on every answer, errors and 404s included, so a user's report or a client log
 * can be matched with the server's lines. Set in the first hook, before anything can fail.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-id' },
);

type FrameworkErrorHandler = (err: Error, request: FastifyRequest, reply: FastifyReply) => void;

/** The router's own refusals (a malformed URL) run no hook: they get the header here. */
export function withRequestId(handler: FrameworkErrorHandler): FrameworkErrorHandler {
  return (err, request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    return handler(err, request, reply);
  };
}
