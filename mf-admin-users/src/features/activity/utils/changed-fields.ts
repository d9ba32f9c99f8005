/** One field an admin's change moved: its name (none for a change of one value) and both ends. */
export interface ChangedField {
  field: string | null;
  before: unknown;
  after: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields an event's `before` and `after` differ in (issue 23: every admin change keeps
 * both), in the order `after` names them, then fields only `before` had. Null when the event
 * keeps no before and after: a creation, a deletion, a sign-in.
 */
export function changedFields(metadata: Record<string, unknown> | null): ChangedField[] | null {
  if (!metadata || !('before' in metadata) || !('after' in metadata)) return null;
  const { before, after } = metadata;
  if (!isRecord(before) || !isRecord(after)) {
    return same(before, after) ? [] : [{ field: null, before, after }];
  }
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/** A value as the log writes it: text as it is, nothing as '—', anything else as JSON. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}
