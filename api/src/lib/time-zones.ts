/**
 * IANA time zone check through Intl, which knows the same zone database the browser uses to
 * show dates. Fixes the case (`europe/moscow` becomes `Europe/Moscow`) but keeps the name the
 * user chose when ICU maps it to an older alias (`Europe/Kyiv` stays, not `Europe/Kiev`).
 */
export function canonicalTimeZone(value: string): string | null {
  // Offsets like "+03:00" are not zones: they ignore daylight saving changes.
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions()
      .timeZone;
    return resolved.toLowerCase() === value.toLowerCase() ? resolved : value;
  } catch {
    return null;
  }
}
