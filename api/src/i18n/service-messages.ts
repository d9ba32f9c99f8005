/**
 * The texts of the shop's service (issue 15: discounts, tickets, reviews, settings), spread into
 * MESSAGES (messages.ts). Russian the spec writes is copied exactly; the rest is ours, with its
 * English.
 */
import type { Message } from './message.ts';

/** Whole roubles as the spec writes them ('100 000'), kopecks only when there are some. */
export function plainRoubles(kopecks: number): Message {
  const whole = Math.trunc(kopecks / 100);
  const cents = kopecks % 100;
  const group = (sep: string) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const tail = (mark: string) => (cents ? `${mark}${String(cents).padStart(2, '0')}` : '');
  return { ru: `${group(' ')}${tail(',')}`, en: `${group(',')}${tail('.')}` };
}

export const SERVICE_MESSAGES = {
  discountNotFound: { ru: 'Скидка не найдена', en: 'Discount not found' },
  discountNameLength: {
    ru: 'Название скидки — от 3 до 100 символов',
    en: 'The discount name must be 3 to 100 characters long',
  },
  discountValueFormat: {
    ru: 'Размер скидки — число не точнее сотых, например 10 или 12.5',
    en: 'The discount is a number with at most two decimals, e.g. 10 or 12.5',
  },
  discountValuePositive: {
    ru: 'Размер скидки должен быть больше 0',
    en: 'The discount must be greater than 0',
  },
  discountPercentMax: {
    ru: 'Процент скидки не может быть больше 100',
    en: 'A percentage discount cannot exceed 100',
  },
  discountFixedMax: {
    ru: 'Скидка не может быть больше 10 000 000 ₽',
    en: 'A fixed discount cannot exceed RUB 10,000,000',
  },
  discountPeriod: {
    ru: 'Дата окончания должна быть позже даты начала',
    en: 'The end date must be after the start date',
  },
  discountDate: { ru: 'Укажите дату и время', en: 'Enter a date and time' },
  discountProductsEmpty: {
    ru: 'Выберите хотя бы один товар или все товары',
    en: 'Choose at least one product, or all products',
  },
  discountProductsUnknown: (ids: number[]): Message => ({
    ru: `Товары не найдены: ${ids.join(', ')}`,
    en: `Products not found: ${ids.join(', ')}`,
  }),
  discountCityUnknown: { ru: 'Город не найден', en: 'City not found' },

  ticketNotFound: { ru: 'Тикет не найден', en: 'Ticket not found' },
  ticketsOpenLimit: (n: number): Message => ({
    ru: `Открытых тикетов может быть не больше ${n}: закройте один из них, чтобы открыть новый`,
    en: `You can have at most ${n} open ${n === 1 ? 'ticket' : 'tickets'}: close one to open a new one`,
  }),
  ticketSubjectLength: {
    ru: 'Тема — от 3 до 120 символов',
    en: 'The subject must be 3 to 120 characters long',
  },
  ticketTextLength: {
    ru: 'Сообщение — от 1 до 4000 символов',
    en: 'The message must be 1 to 4000 characters long',
  },
  ticketOrderNotOwn: {
    ru: 'Заказ не найден среди ваших заказов',
    en: 'The order is not one of your orders',
  },
  adminCannotOpenTicket: {
    ru: 'Администраторы не открывают тикеты',
    en: 'Administrators cannot open tickets',
  },

  reviewNotFound: { ru: 'Отзыв не найден', en: 'Review not found' },
  reviewTextLength: {
    ru: 'Текст отзыва — от 10 до 2000 символов',
    en: 'The review must be 10 to 2000 characters long',
  },
  reviewRating: {
    ru: 'Оценка — целое число от 1 до 5',
    en: 'The rating is a whole number from 1 to 5',
  },
  reviewOrderNotCompleted: {
    ru: 'Отзыв можно оставить только на выполненный заказ',
    en: 'Only a completed order can be reviewed',
  },
  reviewProductGone: {
    ru: 'Товара этого заказа больше нет в каталоге',
    en: 'The product of this order is no longer in the catalogue',
  },
  reviewTwice: {
    ru: 'Отзыв на этот заказ уже оставлен',
    en: 'This order has already been reviewed',
  },

  settingsTooLong: (max: number): Message => ({
    ru: `Не более ${max} символов`,
    en: `At most ${max} characters`,
  }),
  settingsEmail: { ru: 'Введите корректный e-mail', en: 'Enter a valid e-mail address' },
  settingsTopupFormat: {
    ru: 'Сумма — число не точнее копейки, например 100 или 1500.50',
    en: 'The amount is a number with at most two decimals, e.g. 100 or 1500.50',
  },
  settingsTopupRange: {
    ru: 'Сумма пополнения — от 100 до 100 000 ₽',
    en: 'A top-up limit must be from RUB 100 to RUB 100,000',
  },
  settingsTopupOrder: {
    ru: 'Минимальная сумма не может быть больше максимальной',
    en: 'The minimum cannot exceed the maximum',
  },
  topupMinOf: (kopecks: number): Message => ({
    ru: `Минимальная сумма пополнения — ${plainRoubles(kopecks).ru} ₽`,
    en: `The minimum top-up is RUB ${plainRoubles(kopecks).en}`,
  }),
  topupMaxOf: (kopecks: number): Message => ({
    ru: `Максимальная сумма пополнения — ${plainRoubles(kopecks).ru} ₽`,
    en: `The maximum top-up is RUB ${plainRoubles(kopecks).en}`,
  }),
} as const satisfies Record<string, Message | ((...args: never[]) => Message)>;
