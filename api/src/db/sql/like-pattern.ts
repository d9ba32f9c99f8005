/**
 * A user's search text as a LIKE pattern matching it anywhere: `%` and `_` are literal
 * characters in a login, not wildcards (security checklist 15). Backslash is LIKE's default
 * escape character, so it is escaped first.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
