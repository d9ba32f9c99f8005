import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { cacheControlFor, IMMUTABLE } from './cache-policy.ts';
import { discoverRemotes, findShellDist, remoteManifestUrls } from './discover-builds.ts';
import { dropDocumentOnlyHeaders, isDocument } from './document-only-headers.ts';

export interface StaticHosting {
  /** Folder holding the shell's index.html, or null when the shell is not built. */
  shellDist: string | null;
  runtimeConfig: { apiBase: string; remotes: Record<string, string> };
}

declare module 'fastify' {
  interface FastifyInstance {
    staticHosting: StaticHosting;
  }
}

export const API_BASE = '/api/v1';

/** A path inside a package's server build, relative to its dist/. */
const SERVER_BUILD = /^\/?server(\/|$)/;

/** Serves the shell at `/` and each remote at `/remotes/<name>/`, all from this process. */
export default fp(
  async (fastify: FastifyInstance) => {
    const { staticRoot, remoteManifests } = fastify.config;
    const shellDist = findShellDist(staticRoot);
    const remotes = discoverRemotes(staticRoot);
    const common = {
      cacheControl: false,
      // Paths are looked up per request, so a rebuilt chunk is served without a restart.
      wildcard: true,
      // The build writes `x.js.br` and `x.js.gz` beside `x.js` (shared/build/precompress-plugins):
      // the best one Accept-Encoding allows is sent (br, then gzip; q=0 refused), with
      // Content-Encoding, its own length and ETag, and `Vary: accept-encoding` on every file.
      // This covers sendFile too, so the shell's index.html for client routes is compressed.
      preCompressed: true,
      // `filePath` is the copy actually sent (`123.4f9a2c1b.js.br`): its name keeps the hash and
      // the entry names of the original, so it gets the original's policy.
      setHeaders: (reply: FastifyReply, filePath: string) => {
        const cacheControl = cacheControlFor(filePath);
        reply.header('cache-control', cacheControl);
        // A file that never changes under its name is never revalidated nor fetched in ranges:
        // its ETag and Accept-Ranges would be bytes on each of a first load's dozen chunks.
        if (cacheControl === IMMUTABLE) {
          reply.removeHeader('etag');
          reply.removeHeader('accept-ranges');
        }
        // helmet wrote them on the raw response in onRequest.
        if (!isDocument(filePath)) dropDocumentOnlyHeaders(reply.raw);
      },
      // The ETag revalidates; a second validator is bytes on every answer.
      lastModified: false,
      // `dist/server/` is a package's server build (issue 21): the API's renderer reads it from
      // disk; browsers never need it, so it is not published.
      allowedPath: (pathName: string) => !SERVER_BUILD.test(pathName),
    };
    let decorateReply = true;
    if (shellDist) {
      await fastify.register(fastifyStatic, { ...common, root: shellDist, prefix: '/' });
      decorateReply = false;
    }
    for (const remote of remotes) {
      const prefix = `/remotes/${remote.name}/`;
      await fastify.register(fastifyStatic, {
        ...common,
        root: remote.distDir,
        prefix,
        decorateReply,
      });
      decorateReply = false;
    }
    fastify.log.debug({ shellDist, remotes: remotes.map((r) => r.name) }, 'static hosting');
    fastify.decorate('staticHosting', {
      shellDist,
      runtimeConfig: { apiBase: API_BASE, remotes: remoteManifestUrls(remotes, remoteManifests) },
    });
  },
  { name: 'static-hosting' },
);
