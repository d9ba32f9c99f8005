import { SETTINGS_EMAIL } from '@storefront/shared/validation/email';

/**
 * A `tel:` address from a phone as typed ('+7 (843) 123-45-67' -> 'tel:+78431234567'); null
 * when it holds no digits (a sentence, not a number), shown then as text only.
 */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

/**
 * A `mailto:` address, only for what is an address by the settings' own rule (issue 20: a
 * saved 'support?cc=…&bcc=…' once became a link adding recipients), its two parts encoded so
 * nothing in them can start a query ('?', '&') or another scheme; null: plain text.
 */
export function mailtoHref(email: string): string | null {
  const address = email.trim();
  if (!SETTINGS_EMAIL.test(address)) return null;
  const at = address.lastIndexOf('@');
  const local = encodeURIComponent(address.slice(0, at));
  const domain = encodeURIComponent(address.slice(at + 1));
  return `mailto:${local}@${domain}`;
}
