import { COMPLETE_MESSAGES, checkMessages } from '@storefront/shared/check-messages';
import { CATALOGUE_SORTS, PAYMENT_STATUSES } from '@storefront/shared/contract/values';
import { bothLanguages } from '@storefront/shared/testing/english';
import { STOREFRONT_NAMESPACE } from './i18n';

it("keeps the storefront's messages complete in both languages, and every one used", () => {
  expect(checkMessages(__dirname)).toEqual(COMPLETE_MESSAGES);
});

describe('message forms', () => {
  const { ru, en, expectLabels } = bothLanguages(STOREFRONT_NAMESPACE, __dirname);

  it('keeps the spec texts exactly', () => {
    expect(ru()('purchase.done', { number: 1001 })).toBe('Заказ № 1001 оформлен');
    expect(ru()('summary.discount', { name: 'Осень', amount: '200 ₽' })).toBe(
      'Скидка «Осень»: −200 ₽',
    );
    expect(ru()('purchase.adminOnly')).toBe('Покупки доступны только покупателям');
    expect(ru()('catalogue.notFound')).toBe('Товары не найдены');
    expect(ru()('catalogue.none')).toBe('Товары скоро появятся');
    expect(ru()('payment.title')).toBe('Тестовая оплата');
    expect(ru()('reviews.title')).toBe('Отзывы');
    expect(ru()('reviews.none')).toBe('Отзывов пока нет');
    expect(ru()('rules.title')).toBe('Правила');
    expect(ru()('contacts.title')).toBe('Контакты');
    // storefront-spec's placeholder, and the shell's English twin (placeholders.pageInDevelopment).
    expect(ru()('app.inDevelopment')).toBe('Страница находится в разработке.');
    expect(en()('app.inDevelopment')).toBe('This page is under development.');
    expect(ru()('reviews.rating', { rating: 4, max: 5 })).toBe('Оценка: 4 из 5');
    // The seed's home page (the shell's until issue 21), now this remote's empty state.
    expect(ru()('home.title')).toBe('Сайт находится в разработке');
    expect(en()('home.title')).toBe('The site is under development');
    expect(ru()('catalogue.sort')).toBe('Сортировка');
    expect(ru()('home.allProducts')).toBe('Все товары');
  });

  it('names every catalogue order in both languages', () => {
    expectLabels(CATALOGUE_SORTS, (sort) => `catalogue.sorts.${sort}`);
  });

  it('counts reviews in the right Russian plural form', () => {
    const rating = (count: number) => ru()('product.rating', { rating: '4,5', count });
    expect(rating(1)).toBe('Рейтинг 4,5 из 5 · 1 отзыв');
    expect(rating(3)).toBe('Рейтинг 4,5 из 5 · 3 отзыва');
    expect(rating(5)).toBe('Рейтинг 4,5 из 5 · 5 отзывов');
    expect(rating(21)).toBe('Рейтинг 4,5 из 5 · 21 отзыв');
    expect(en()('product.rating', { rating: '4.5', count: 2 })).toBe('Rated 4.5 of 5 · 2 reviews');
  });

  it('has a label for every payment status in both languages', () => {
    expectLabels(PAYMENT_STATUSES, (status) => `payment.statuses.${status}`);
  });
});
