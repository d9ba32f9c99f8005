import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkMessages } from '@storefront/shared/check-messages';
import { listTexts, searchTexts } from './list-texts';

const t = (key: string) => `«${key}»`;

it("names a list's texts after its group, with the remote's one failed-load text", () => {
  expect(listTexts(t, 'orders')).toEqual({
    rows: '«orders.rows»',
    none: '«orders.none»',
    notFound: '«orders.notFound»',
    error: '«common.loadError»',
  });
  expect(searchTexts(t, 'orders')).toEqual({
    label: '«orders.searchLabel»',
    placeholder: '«orders.searchPlaceholder»',
  });
});

describe("the messages check reads the helpers' groups", () => {
  function remote(code: string, messages: object) {
    const src = mkdtempSync(join(tmpdir(), 'list-texts-'));
    mkdirSync(join(src, 'locales'));
    for (const language of ['ru', 'en']) {
      writeFileSync(join(src, 'locales', `${language}.json`), JSON.stringify(messages));
    }
    writeFileSync(join(src, 'list.tsx'), code);
    return src;
  }

  it("counts the group's list keys used, and no other key of the group", () => {
    const src = remote("listTexts(t, 'orders'); searchTexts(t, 'orders');", {
      common: { loadError: 'Ошибка' },
      orders: {
        rows: 'Заказы',
        none: 'Нет',
        notFound: 'Не найдены',
        searchLabel: 'Поиск',
        searchPlaceholder: 'Номер',
        title: 'Журнал',
      },
    });
    expect(checkMessages(src).unused).toEqual(['orders.title']);
  });

  it("says a list key the group lacks, like a t('...') key", () => {
    const src = remote("listTexts(t, 'orders');", { orders: { rows: 'Заказы' } });
    expect(checkMessages(src).missing).toEqual([
      'orders.none',
      'orders.notFound',
      'common.loadError',
    ]);
  });
});
