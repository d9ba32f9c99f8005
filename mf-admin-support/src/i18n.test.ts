import { COMPLETE_MESSAGES, checkMessages } from '@storefront/shared/check-messages';
import { REVIEW_STATUSES, TICKET_STATUSES } from '@storefront/shared/contract/values';
import { bothLanguages } from '@storefront/shared/testing/english';
import { reviewStatusKey } from './features/reviews/utils/review-status';
import { SUPPORT_NAMESPACE } from './i18n';
import { ticketStatusKey } from './utils/ticket-status';

it("keeps the support remote's messages complete in both languages, and every one used", () => {
  expect(checkMessages(__dirname)).toEqual(COMPLETE_MESSAGES);
});

describe('label families', () => {
  const { ru, en } = bothLanguages(SUPPORT_NAMESPACE, __dirname);

  it("has shop-spec 2.2's label for every ticket status, and an English one", () => {
    expect(TICKET_STATUSES.map((status) => ru()(ticketStatusKey(status)))).toEqual([
      'Открыт',
      'Отвечен',
      'Закрыт',
    ]);
    for (const status of TICKET_STATUSES) {
      expect(en()(ticketStatusKey(status))).not.toBe(ticketStatusKey(status));
    }
  });

  it("has shop-spec 2.3's label for every review status, and an English one", () => {
    expect(REVIEW_STATUSES.map((status) => ru()(reviewStatusKey(status)))).toEqual([
      'На модерации',
      'Опубликован',
      'Отклонён',
    ]);
    for (const status of REVIEW_STATUSES) {
      expect(en()(reviewStatusKey(status))).not.toBe(reviewStatusKey(status));
    }
  });

  it("keeps the spec's words for the screens' titles, actions and empty lists", () => {
    expect(
      ['tickets.title', 'tickets.none', 'thread.close', 'reviews.title', 'reviews.none'].map(
        (key) => ru()(key),
      ),
    ).toEqual(['Тикеты', 'Тикетов пока нет', 'Закрыть тикет', 'Отзывы', 'Отзывов пока нет']);
    expect(ru()('reviews.actions.publish')).toBe('Опубликовать');
    expect(ru()('reviews.actions.reject')).toBe('Отклонить');
    expect(ru()('tickets.number', { number: 1042 })).toBe('№ 1042');
    expect(ru()('reviews.rating', { rating: 4, max: 5 })).toBe('Оценка: 4 из 5');
  });
});
