import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a CSP the SPA can live with: scripts only from this origin (module
 * federation loads chunks with script tags), inline styles because emotion injects style tags.
 * Helmet's default directives are off on purpose: their `upgrade-insecure-requests` would break
 * the product when opened over plain http on a LAN address. swagger-ui at /api/docs loads only
 * same-origin scripts and data: images, so it works under the same policy.
 */
export default helmet;

export const autoConfig = (fastify: FastifyInstance): FastifyHelmetOptions => {
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
