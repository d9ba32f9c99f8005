/**
 * drizzle wraps driver errors (DrizzleQueryError): the PostgreSQL code sits on `err.cause.code`
 * for both PGlite and node-postgres. These helpers look in both places.
 */
function codeOf(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const own = (err as { code?: unknown }).code;
  if (typeof own === 'string') return own;
  const cause = (err as { cause?: unknown }).cause;
  return cause === err ? undefined : codeOf(cause);
}

function messagesOf(err: unknown): string {
  const parts: string[] = [];
  let current: unknown = err;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    parts.push(current.message);
    current = current.cause;
  }
  return parts.join(' | ');
}

export function isUniqueViolation(err: unknown): boolean {
  return codeOf(err) === '23505';
}

/** A row still referenced (or a reference to a row that is gone): ON DELETE RESTRICT, FKs. */
export function isForeignKeyViolation(err: unknown): boolean {
  return codeOf(err) === '23503';
}

// Connection failures, server shutdown/startup, too many connections, a statement cancelled
// by statement_timeout (an overloaded or locked-up server: try again later), and PGlite closed.
const UNAVAILABLE_CODES = new Set([
  '57014',
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|PGlite is closed|Client has encountered a connection error|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  const code = codeOf(err);
  if (code !== undefined && UNAVAILABLE_CODES.has(code)) return true;
  return UNAVAILABLE_MESSAGES.test(messagesOf(err));
}
