/**
 * A user-facing text in every language the API answers in. Handlers and domain rules deal in
 * messages, never in one language's string: the language is picked once, where the answer is
 * sent (lib/error-reply.ts, i18n/reply-language.ts).
 */
import type { Language } from './language.ts';

export type Message = Readonly<Record<Language, string>>;

/**
 * A text that must read the same in every language: the FastAPI constants the spec's client
 * compares by value ('Not Found', 'Username already taken'), and texts we do not own.
 */
export const untranslated = (text: string): Message => ({ ru: text, en: text });

/** Whether the text depends on the language, so its answer carries Content-Language. */
export const isTranslated = (message: Message): boolean => message.ru !== message.en;
