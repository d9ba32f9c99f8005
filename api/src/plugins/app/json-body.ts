import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES } from '../../i18n/messages.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { exceedsJsonDepth } from '../../lib/json-depth.ts';

/** No request body of ours nests deeper than a few levels; 32 leaves room for any of them. */
export const MAX_JSON_DEPTH = 32;

type ParserDone = (err: Error | null, body?: unknown) => void;

/**
 * Replaces Fastify's JSON parser with two rules that come before any parsing or walking:
 * - a route without a body schema takes no body: its body is read to the size limit and
 *   dropped, never parsed (unknown paths, GET-only paths, body-less POSTs);
 * - a body nested deeper than MAX_JSON_DEPTH is refused with 400 after one linear scan.
 * What is left is parsed by Fastify's own parser (prototype-poisoning checks included), so no
 * body within the size limit can hold the event loop for more than the time of JSON.parse.
 */
export default fp(
  async (fastify: FastifyInstance) => {
    const parse = fastify.getDefaultJsonParser('error', 'error');
    fastify.removeContentTypeParser('application/json');
    fastify.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request: FastifyRequest, text: string | Buffer, done: ParserDone) => {
        if (!request.routeOptions.schema?.body) return done(null, undefined);
        const body = text.toString();
        if (exceedsJsonDepth(body, MAX_JSON_DEPTH)) {
          return done(new HttpError(400, MESSAGES.jsonTooDeep));
        }
        parse(request, body, done);
      },
    );
  },
  { name: 'json-body' },
);
