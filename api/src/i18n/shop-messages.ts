/**
 * The shop's texts (issue 14), spread into MESSAGES (messages.ts). The Russian ones the spec
 * writes (shop-spec 1) are copied exactly; the rest are ours, with their English.
 */
import { ORDER_NOTE_LIMITS } from '@storefront/shared/limits';
import type { Kopecks } from '@storefront/shared/money';
import { roubles } from './formats.ts';
import type { Message } from './message.ts';

export const SHOP_MESSAGES = {
  priceRequired: { ru: 'Укажите цену', en: 'Enter the price' },
  pricePositive: { ru: 'Цена должна быть больше 0', en: 'The price must be greater than 0' },
  priceTooHigh: {
    ru: 'Цена не может быть больше 10 000 000 ₽',
    en: 'The price cannot exceed RUB 10,000,000',
  },
  priceFormat: {
    ru: 'Цена — число не точнее копейки, например 1500 или 99.90',
    en: 'The price is a number with at most two decimals, e.g. 1500 or 99.90',
  },
  stockDistrictTwice: {
    ru: 'Район указан в списке дважды',
    en: 'A district is listed twice',
  },
  insufficientFunds: { ru: 'Недостаточно средств на балансе', en: 'Insufficient balance' },
  outOfStock: {
    ru: 'Товара нет в наличии в выбранном районе',
    en: 'The product is out of stock in the chosen district',
  },
  notEnoughStock: (n: number): Message => ({
    ru: `Осталось только ${n} шт.`,
    en: `Only ${n} left`,
  }),
  priceChanged: (total: Kopecks): Message => {
    const amount = roubles(total / 100);
    return {
      ru: `Цена изменилась: теперь к оплате ${amount.ru}. Проверьте сумму и подтвердите покупку.`,
      en: `The price has changed: the total is now ${amount.en}. Check it and confirm the purchase.`,
    };
  },
  expectedTotalFormat: {
    ru: 'Итог — число не точнее копейки, например 1500 или 99.90',
    en: 'The total is a number with at most two decimals, e.g. 1500 or 99.90',
  },
  couponOrderCanceled: {
    ru: 'Заказ отменён: купон к нему применить нельзя',
    en: 'The order is canceled: no coupon can be applied to it',
  },
  couponOrderHasCoupon: {
    ru: 'К заказу уже применён купон',
    en: 'A coupon is already applied to this order',
  },
  notOnSale: { ru: 'Товар сейчас не продаётся', en: 'The product is not on sale now' },
  adminCannotBuy: {
    ru: 'Покупки доступны только покупателям',
    en: 'Only customers can make purchases',
  },
  balanceTooHigh: {
    ru: 'Баланс не может превышать 1 000 000 000 ₽',
    en: 'A balance cannot exceed RUB 1,000,000,000',
  },
  reasonRequired: { ru: 'Укажите причину', en: 'Enter the reason' },
  amountNotZero: { ru: 'Сумма не может быть равна 0', en: 'The amount cannot be 0' },
  amountFormat: {
    ru: 'Сумма — число не точнее копейки, например 1500 или -250.50',
    en: 'The amount is a number with at most two decimals, e.g. 1500 or -250.50',
  },
  userNotFoundByLogin: {
    ru: 'Пользователь с таким логином не найден',
    en: 'No user with this username',
  },
  topupMin: {
    ru: 'Минимальная сумма пополнения — 100 ₽',
    en: 'The minimum top-up is RUB 100',
  },
  topupMax: {
    ru: 'Максимальная сумма пополнения — 100 000 ₽',
    en: 'The maximum top-up is RUB 100,000',
  },
  paymentNotFound: { ru: 'Платёж не найден', en: 'Payment not found' },
  paymentNotificationUnknown: {
    ru: 'Уведомление не относится к платежу этой платёжной системы',
    en: 'The notification is not about a payment of this payment system',
  },
  paymentAlreadyCanceled: {
    ru: 'Платёж отменён, оплатить его нельзя',
    en: 'The payment was canceled and cannot be paid',
  },
  paymentAlreadySucceeded: {
    ru: 'Платёж уже оплачен, отменить его нельзя',
    en: 'The payment is already paid and cannot be canceled',
  },
  paymentNotTestProvider: {
    ru: 'Этот платёж подтверждает платёжная система',
    en: 'This payment is confirmed by the payment gateway',
  },
  orderNotFound: { ru: 'Заказ не найден', en: 'Order not found' },
  orderMoveRefused: {
    ru: 'Заказ в этом статусе нельзя так изменить',
    en: 'The order cannot be changed this way in its current status',
  },
  // Issue 23: a staff note on an order.
  orderNoteEmpty: { ru: 'Введите текст заметки', en: 'Enter the text of the note' },
  orderNoteTooLong: {
    ru: `Заметка — не длиннее ${ORDER_NOTE_LIMITS.textMax} символов`,
    en: `A note can be at most ${ORDER_NOTE_LIMITS.textMax} characters long`,
  },
  orderNoteControlCharacters: {
    ru: 'Заметка не должна содержать управляющих символов, кроме переноса строки и табуляции',
    en: 'A note must not contain control characters other than line breaks and tabs',
  },
} as const satisfies Record<string, Message | ((...args: never[]) => Message)>;
