import { COMPLETE_MESSAGES, checkMessages } from '@storefront/shared/check-messages';
import { REVIEW_STATUSES, TICKET_STATUSES } from '@storefront/shared/contract/values';
import { bothLanguages } from '@storefront/shared/testing/english';
import { reviewStatus } from './features/reviews/utils/review-status';
import { SUPPORT_NAMESPACE } from './i18n';
import { ticketStatus } from './utils/ticket-status';

it("keeps the support remote's messages complete in both languages, and every one used", () => {
  expect(checkMessages(__dirname)).toEqual(COMPLETE_MESSAGES);
});

describe('label families', () => {
  const { ru, en } = bothLanguages(SUPPORT_NAMESPACE, __dirname);

  it("has shop-spec 2.2's label for every ticket status, and an English one", () => {
    expect(TICKET_STATUSES.map((status) => ru()(ticketStatus(status).label))).toEqual([
      'Открыт',
      'Отвечен',
      'Закрыт',
    ]);
    for (const status of TICKET_STATUSES) {
      expect(en()(ticketStatus(status).label)).not.toBe(ticketStatus(status).label);
    }
  });

  it("has shop-spec 2.3's label for every review status, and an English one", () => {
    expect(REVIEW_STATUSES.map((status) => ru()(reviewStatus(status).label))).toEqual([
      'На модерации',
      'Опубликован',
      'Отклонён',
    ]);
    for (const status of REVIEW_STATUSES) {
      expect(en()(reviewStatus(status).label)).not.toBe(reviewStatus(status).label);
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
