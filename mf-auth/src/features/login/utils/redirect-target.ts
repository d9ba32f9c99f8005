/** Rejects anything a browser could read as another origin ('//host', '/\host'). */
const IN_SITE_PATH = /^\/(?![/\\])/;

/** Where to go after signing in: the remembered page when it is a safe in-site path, else '/'. */
export function redirectTarget(from: string | undefined, avoid: readonly string[]): string {
  if (!from || !IN_SITE_PATH.test(from)) return '/';
  const pathname = from.split(/[?#]/, 1)[0] ?? '';
  return avoid.includes(pathname) ? '/' : from;
}
