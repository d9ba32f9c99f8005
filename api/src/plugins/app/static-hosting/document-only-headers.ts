import type { ServerResponse } from 'node:http';

/**
 * Security headers that only a document acts on (helmet sets them on every answer): the CSP,
 * framing, referrer and isolation policies, the old IE switches. A script, style or manifest
 * carries nosniff and the resource policy and nothing else: at ~700 bytes a response, over the
 * 35 files of a first load, these were 25 KB on the wire for nothing (issue 13's budget).
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** `name` may be a precompressed copy (`index.html.br`): it is judged by the original. */
export function isDocument(name: string): boolean {
  return /\.html?(\.br|\.gz)?$/.test(name);
}

export function dropDocumentOnlyHeaders(response: ServerResponse): void {
  for (const header of DOCUMENT_ONLY) response.removeHeader(header);
}
