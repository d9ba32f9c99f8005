/**
 * Which language a request reads its texts in. The web client sends the language the person
 * chose as `Accept-Language: ru` or `en` on every call; anything else (a browser's own list, a
 * tool that sends nothing) falls back to Russian, the shop's language.
 */
import type { FastifyRequest } from 'fastify';

export const LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

const isLanguage = (tag: string): tag is Language => (LANGUAGES as readonly string[]).includes(tag);

/** RFC 9110 qvalue: 0 to 1, at most three decimals. Anything else makes the range unusable. */
const QVALUE = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/;

interface Range {
  language: Language;
  weight: number;
}

/** One `tag;q=0.8` item, or null when it names no language of ours or is malformed. */
function parseRange(item: string): Range | null {
  const [tag = '', ...params] = item.split(';').map((part) => part.trim());
  // 'en-US' and 'en' are both English: only the primary subtag selects our text.
  const primary = tag.split('-')[0]?.toLowerCase() ?? '';
  if (!isLanguage(primary)) return null;
  let weight = 1;
  for (const param of params) {
    const [name, value = ''] = param.split('=').map((part) => part.trim());
    if (name?.toLowerCase() !== 'q') continue;
    if (!QVALUE.test(value)) return null;
    weight = Number(value);
  }
  return weight > 0 ? { language: primary, weight } : null;
}

/**
 * The best of our languages in an Accept-Language value: the highest q wins, the earlier range
 * on a tie; `q=0` means "not this one". No usable range: Russian.
 */
export function negotiateLanguage(header: string | undefined): Language {
  let best: Range | null = null;
  for (const item of (header ?? '').split(',')) {
    const range = parseRange(item);
    if (range && (!best || range.weight > best.weight)) best = range;
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

export function requestLanguage(request: FastifyRequest): Language {
  return negotiateLanguage(request.headers['accept-language']);
}
