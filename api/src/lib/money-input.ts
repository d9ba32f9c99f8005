/**
 * Reading request amounts into kopecks with a Russian 422 on the field (the schema only bounds
 * the length, so the refusal is ours and in the request's language).
 */
import { type Kopecks, tryParseMoney } from '@storefront/shared/money';
import type { Message } from '../i18n/message.ts';
import { MESSAGES } from '../i18n/messages.ts';
import { invalidField } from './http-errors.ts';

export const ROUBLE = 100;
export const PRICE_MAX: Kopecks = 10_000_000 * ROUBLE;

/** The kopecks of `text` ("1500", "99.90"); a 422 on `field` saying `format` otherwise. */
export function kopecksOf(text: string, field: string, format: Message): Kopecks {
  // Commas and spaces are the screens' job; the wire format is MONEY_PATTERN exactly.
  const kopecks = /^[-0-9.]+$/.test(text) ? tryParseMoney(text) : null;
  if (kopecks === null) throw invalidField(['body', field], format);
  return kopecks;
}

/** A product price: over 0, at most 10 000 000 ₽ (shop-spec 1.1); '' is "not entered". */
export function priceOf(text: string): Kopecks {
  if (text.trim() === '') throw invalidField(['body', 'price'], MESSAGES.priceRequired);
  const kopecks = kopecksOf(text, 'price', MESSAGES.priceFormat);
  if (kopecks <= 0) throw invalidField(['body', 'price'], MESSAGES.pricePositive);
  if (kopecks > PRICE_MAX) throw invalidField(['body', 'price'], MESSAGES.priceTooHigh);
  return kopecks;
}
