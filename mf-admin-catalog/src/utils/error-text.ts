import { isApiError } from '@storefront/shared/api-client';
import type { Translate } from '../i18n';

/**
 * A message a form keeps on screen: one of ours by its key (translated when shown, so it follows
 * a language switch) or the server's own words, which it wrote in the language of the request.
 */
export type Message = { key: string; values?: Record<string, unknown> } | { text: string };

/**
 * The server's own words when it sent some (a duplicate name, a city that still has
 * districts), else our `fallbackKey`: a bare 'HTTP error! status: N' or a list of schema
 * issues says nothing to a back-office user.
 */
export function errorMessage(error: unknown, fallbackKey: string): Message {
  if (isApiError(error) && typeof error.detail === 'string' && error.detail.trim()) {
    return { text: error.detail };
  }
  return { key: fallbackKey };
}

export function messageText(t: Translate, message: Message): string {
  return 'text' in message ? message.text : t(message.key, message.values);
}
