import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { negotiateLanguage, requestLanguage } from '../../i18n/language.ts';
import { MESSAGES } from '../../i18n/messages.ts';
import { markLanguage } from '../../i18n/reply-language.ts';
import { type ErrorReply, toErrorReply } from '../../lib/error-reply.ts';

/**
 * Registered before any route: Fastify binds a route to the error handler in place when the
 * route is added.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    fastify.setErrorHandler((err, request, reply) => {
      const answer = toErrorReply(err, requestLanguage(request));
      if (answer.status >= 500) {
        request.log.error({ err }, 'request failed');
      } else {
        request.log.info({ status: answer.status, detail: answer.body.detail }, 'request refused');
      }
      return send(reply, answer);
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
  const answer = toErrorReply(err, requestLanguage(request));
  request.log.info(
    { status: answer.status, detail: answer.body.detail },
    'request refused by the router',
  );
  return send(reply, answer);
}

function send(reply: FastifyReply, { status, body, headers, language }: ErrorReply) {
  if (language) markLanguage(reply, language);
  return reply.code(status).headers(headers).send(body);
}

/** What Node's HTTP parser refuses before Fastify has a request: its status. */
function clientErrorStatus(code: string | undefined): 400 | 408 | 431 {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

const CLIENT_ERROR_DETAILS = {
  400: MESSAGES.malformedRequest,
  408: MESSAGES.requestTimeout,
  431: MESSAGES.headersTooLarge,
} as const;

/**
 * There is no request to ask for its language, only the bytes Node received (`rawPacket`, when
 * Node kept them): the Accept-Language line is read from those if it arrived whole, else the
 * answer is Russian. One unbounded part only, so the search stays linear on a hostile 16 KB of
 * headers (the value's spaces are trimmed by the negotiation).
 */
const ACCEPT_LANGUAGE_LINE = /\r\naccept-language:([^\r\n]*)\r\n/i;

function rawLanguage(err: NodeJS.ErrnoException & { rawPacket?: Buffer }) {
  const head = err.rawPacket?.toString('latin1') ?? '';
  return negotiateLanguage(ACCEPT_LANGUAGE_LINE.exec(head)?.[1]);
}

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
  const language = rawLanguage(err);
  const body = JSON.stringify({ detail: CLIENT_ERROR_DETAILS[status][language] });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Language: ${language}\r\n` +
      'Vary: Accept-Language\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
