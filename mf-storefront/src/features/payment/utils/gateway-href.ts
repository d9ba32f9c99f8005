/**
 * The gateway's payment page as a link target: only an absolute https address (ЮKassa's
 * `confirmation_url`); anything else (a relative path, `javascript:`) gives no link at all.
 */
export function gatewayHref(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
