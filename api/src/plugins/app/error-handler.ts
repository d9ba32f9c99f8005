import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { toErrorReply } from '../../lib/error-reply.ts';
import { DETAIL } from '../../lib/http-errors.ts';

/**
 * Registered before any route: Fastify binds a route to the error handler in place when the
 * route is added.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.setErrorHandler((err, request, reply) => {
      const { status, body, headers } = toErrorReply(err);
      if (status >= 500) {
        request.log.error({ err }, 'request failed');
      } else {
        request.log.info({ status, detail: body.detail }, 'request refused');
      }
      return reply.code(status).headers(headers).send(body);
    });
  },
  { name: 'error-handler' },
);

/**
 * The router's own refusals (a malformed %-escape, an over-long path parameter) happen before
 * any route exists for the request, so the error handler never sees them: Fastify's
 * `frameworkErrors` option sends them here to get the same `{detail}` body.
 */
export function frameworkErrors(err: Error, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, headers } = toErrorReply(err);
  request.log.info({ status, detail: body.detail }, 'request refused by the router');
  return reply.code(status).headers(headers).send(body);
}

/** What Node's HTTP parser refuses before Fastify has a request: status and Russian detail. */
function clientErrorStatus(code: string | undefined): 400 | 408 | 431 {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

const CLIENT_ERROR_DETAILS = {
  400: DETAIL.malformedRequest,
  408: DETAIL.requestTimeout,
  431: DETAIL.headersTooLarge,
} as const;

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refuses (headers over the limit, a
 * malformed request line, a request too slow to arrive) never reaches a route or the error
 * handler, and Node or Fastify would answer it in their own body. Answered here in ours, and
 * the connection closed, since the parser cannot resume on it.
 */
export function clientErrors(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = clientErrorStatus(err.code);
  const body = JSON.stringify({ detail: CLIENT_ERROR_DETAILS[status] });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
