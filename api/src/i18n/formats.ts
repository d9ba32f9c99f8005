/**
 * Numbers inside messages, written the way each language writes them: '2,5 МБ' and
 * '1 500 ₽' or '99,50 ₽' in Russian, '2.5 MB' and 'RUB 1,500' or 'RUB 99.50' in English.
 */
import type { Message } from './message.ts';

const LOCALES = { ru: 'ru-RU', en: 'en-US' } as const;
const ONE_DECIMAL = {
  ru: new Intl.NumberFormat(LOCALES.ru, { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat(LOCALES.en, { maximumFractionDigits: 1 }),
};
const currency = (locale: string, digits: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'RUB',
    minimumFractionDigits: digits,
    maximumFractionDigits: 2,
  });
/** Kopecks only when there are some, as the screens write amounts (shared/format/money). */
const ROUBLES = {
  whole: { ru: currency(LOCALES.ru, 0), en: currency(LOCALES.en, 0) },
  exact: { ru: currency(LOCALES.ru, 2), en: currency(LOCALES.en, 2) },
};

const MEGABYTE = 1024 * 1024;
const UNITS = { ru: ['МБ', 'КБ', 'Б'], en: ['MB', 'KB', 'B'] } as const;

/** At most one decimal: '2,5' / '2.5'. */
export function decimal(n: number): Message {
  return { ru: ONE_DECIMAL.ru.format(n), en: ONE_DECIMAL.en.format(n) };
}

/** '5 МБ' for the default upload limit; small test limits still read sensibly ('2 КБ'). */
export function fileSize(bytes: number): Message {
  if (bytes < 1024) return { ru: `${bytes} ${UNITS.ru[2]}`, en: `${bytes} ${UNITS.en[2]}` };
  const [amount, unit] = bytes >= MEGABYTE ? [bytes / MEGABYTE, 0] : [bytes / 1024, 1];
  const number = decimal(amount);
  return { ru: `${number.ru} ${UNITS.ru[unit]}`, en: `${number.en} ${UNITS.en[unit]}` };
}

/** An amount as the screens show it. */
export function roubles(amount: number): Message {
  const format = Number.isInteger(amount) ? ROUBLES.whole : ROUBLES.exact;
  return { ru: format.ru.format(amount), en: format.en.format(amount) };
}
