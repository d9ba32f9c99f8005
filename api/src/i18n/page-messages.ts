/**
 * What the server writes into the head of a public page (issue 21): titles and descriptions a
 * link preview or a search engine shows. The screens' own texts stay in each remote's messages;
 * these are the page titles the remotes show, so a preview and the page agree.
 */
import type { Message } from './message.ts';

export const PAGE_MESSAGES = {
  /** The header's wordmark while the settings name no shop. */
  shopName: { ru: 'Магазин', en: 'Store' },
  home: { ru: 'Главная', en: 'Home' },
  products: { ru: 'Товары', en: 'Products' },
  reviews: { ru: 'Отзывы', en: 'Reviews' },
  rules: { ru: 'Правила', en: 'Rules' },
  contacts: { ru: 'Контакты', en: 'Contacts' },
  productsIn: (city: string): Message => ({
    ru: `Товары в городе ${city}`,
    en: `Products in ${city}`,
  }),
  homeDescription: (shop: string): Message => ({
    ru: `${shop}: товары с доставкой по району, отзывы покупателей, правила и контакты магазина.`,
    en: `${shop}: products delivered to your district, customers' reviews, the shop's rules and contacts.`,
  }),
  productsDescription: (shop: string, city: string | null): Message => ({
    ru: city
      ? `Товары магазина ${shop} в городе ${city}: цены и наличие по районам.`
      : `Товары магазина ${shop}: цены и наличие по районам.`,
    en: city
      ? `${shop}'s products in ${city}: prices and stock by district.`
      : `${shop}'s products: prices and stock by district.`,
  }),
  reviewsDescription: (shop: string): Message => ({
    ru: `Отзывы покупателей магазина ${shop}.`,
    en: `Customers' reviews of ${shop}.`,
  }),
  rulesDescription: (shop: string): Message => ({
    ru: `Правила магазина ${shop}.`,
    en: `The rules of ${shop}.`,
  }),
  contactsDescription: (shop: string): Message => ({
    ru: `Как связаться с магазином ${shop}: телефон, почта, адрес и часы работы.`,
    en: `How to reach ${shop}: phone, e-mail, address and working hours.`,
  }),
} as const;
