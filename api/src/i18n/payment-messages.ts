/**
 * The texts of top-ups through a real gateway (issue 20), spread into MESSAGES (messages.ts).
 */
import type { Message } from './message.ts';

export const PAYMENT_MESSAGES = {
  paymentAdminCannotTopUp: {
    ru: 'Администраторы не пополняют баланс: пополнять и покупать могут только покупатели',
    en: 'Administrators do not top up: only customers top up and buy',
  },
  paymentGatewayUnavailable: {
    ru: 'Платёжная система не ответила. Попробуйте позже: платёж появится в списке платежей, как только она ответит',
    en: 'The payment system did not answer. Please try again later: the payment appears in your payments once it answers',
  },
  paymentGatewayRefused: {
    ru: 'Платёжная система отклонила платёж. Попробуйте ещё раз или обратитесь в поддержку',
    en: 'The payment system refused the payment. Please try again or contact support',
  },
  paymentNotificationForbidden: {
    ru: 'Уведомления принимаются только с адресов платёжной системы',
    en: 'Notifications are accepted only from the payment system’s addresses',
  },
  paymentCheckUnavailable: {
    ru: 'Платёжная система не ответила, уведомление будет принято при повторе',
    en: 'The payment system did not answer; the notification will be taken when it is sent again',
  },
  paymentActionTakesNoBody: {
    ru: 'Запрос не принимает тело',
    en: 'This request takes no body',
  },
} as const satisfies Record<string, Message>;
