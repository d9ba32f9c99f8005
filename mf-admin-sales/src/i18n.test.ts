import { COMPLETE_MESSAGES, checkMessages } from '@storefront/shared/check-messages';
import { LEDGER_TYPES, ORDER_STATUSES, REVIEW_STATUSES } from '@storefront/shared/contract/values';
import { bothLanguages } from '@storefront/shared/testing/english';
import { reviewStatusLabel } from './features/order-page/utils/review-status';
import { SALES_NAMESPACE } from './i18n';
import { ledgerType } from './utils/ledger-type';
import { orderStatus } from './utils/order-status';

it("keeps the sales remote's messages complete in both languages, and every one used", () => {
  expect(checkMessages(__dirname)).toEqual(COMPLETE_MESSAGES);
});

describe('label families', () => {
  const { ru, russianLabels } = bothLanguages(SALES_NAMESPACE, __dirname);

  it("has shop-spec 1.4's label for every order status, and an English one", () => {
    expect(russianLabels(ORDER_STATUSES, (status) => orderStatus(status).label)).toEqual([
      'Ожидает подтверждения',
      'Оплачен',
      'Выполнен',
      'Отменён',
    ]);
  });

  it("has shop-spec 1.3's label for every ledger type, and an English one", () => {
    expect(russianLabels(LEDGER_TYPES, (type) => ledgerType(type).label)).toEqual([
      'Пополнение',
      'Покупка',
      'Возврат',
      'Реферальное вознаграждение',
      'Корректировка',
    ]);
  });

  it("has shop-spec 2.3's label for every review status (the order page's timeline)", () => {
    expect(russianLabels(REVIEW_STATUSES, reviewStatusLabel)).toEqual([
      'На модерации',
      'Опубликован',
      'Отклонён',
    ]);
  });

  it("keeps shop-spec 1.4's cancel question word for word", () => {
    expect(ru()('orders.cancelDialog.text', { number: 1042 })).toBe(
      'Отменить заказ № 1042? Деньги вернутся на баланс покупателя.',
    );
  });
});
