import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers with a CSP the SPA can live with: scripts only from this origin (module
 * federation loads chunks with script tags), inline styles because emotion injects style tags.
 * Helmet's default directives are off on purpose: their `upgrade-insecure-requests` would break
 * the product when opened over plain http on a LAN address. swagger-ui at /api/docs loads only
 * same-origin scripts and data: images, so it works under the same policy.
 */
export default fp(
  async (fastify: FastifyInstance, options: HelmetOptions) => {
    // Built once: @fastify/helmet builds helmet's middleware (and re-parses the CSP) on every
    // request, a measurable share of the hottest API reads for headers that never change.
    const setSecurityHeaders = helmet(options);
    fastify.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined));
    });
  },
  { name: 'security-headers' },
);

export const autoConfig = (fastify: FastifyInstance): HelmetOptions => {
  const extra = remoteOrigins(fastify.config.remoteManifests);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...extra],
        styleSrc: ["'self'", "'unsafe-inline'", ...extra],
        imgSrc: ["'self'", 'data:', 'blob:', ...extra],
        fontSrc: ["'self'", 'data:', ...extra],
        connectSrc: ["'self'", ...extra],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
};

/** Remotes moved to another origin through REMOTE_MANIFESTS must still be allowed to load. */
function remoteOrigins(manifests: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifests)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
