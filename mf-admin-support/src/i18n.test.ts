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
  const { ru, russianLabels } = bothLanguages(SUPPORT_NAMESPACE, __dirname);

  it("has shop-spec 2.2's label for every ticket status, and an English one", () => {
    expect(russianLabels(TICKET_STATUSES, (status) => ticketStatus(status).label)).toEqual([
      'Открыт',
      'Отвечен',
      'Закрыт',
    ]);
  });

  it("has shop-spec 2.3's label for every review status, and an English one", () => {
    expect(russianLabels(REVIEW_STATUSES, (status) => reviewStatus(status).label)).toEqual([
      'На модерации',
      'Опубликован',
      'Отклонён',
    ]);
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
