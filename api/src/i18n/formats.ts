/**
 * Numbers inside messages, written the way each language writes them: '2,5 МБ' and
 * '1 500,00 ₽' in Russian, '2.5 MB' and 'RUB 1,500.00' in English.
 */
import type { Message } from './message.ts';

const LOCALES = { ru: 'ru-RU', en: 'en-US' } as const;
const ONE_DECIMAL = {
  ru: new Intl.NumberFormat(LOCALES.ru, { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat(LOCALES.en, { maximumFractionDigits: 1 }),
};
const ROUBLES = {
  ru: new Intl.NumberFormat(LOCALES.ru, { style: 'currency', currency: 'RUB' }),
  en: new Intl.NumberFormat(LOCALES.en, { style: 'currency', currency: 'RUB' }),
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
  return { ru: ROUBLES.ru.format(amount), en: ROUBLES.en.format(amount) };
}
