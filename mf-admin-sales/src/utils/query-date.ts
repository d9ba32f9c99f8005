const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` day from the URL query, or '' for anything else (the API refuses the rest). */
export function readQueryDate(value: string | null): string {
  return value && DATE.test(value) ? value : '';
}
