/**
 * A `tel:` address from a phone as typed ('+7 (843) 123-45-67' -> 'tel:+78431234567'); null
 * when it holds no digits (a sentence, not a number), shown then as text only.
 */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}

/** The API saves only an e-mail address here (shop-spec 2.4), so nothing needs escaping. */
export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}
