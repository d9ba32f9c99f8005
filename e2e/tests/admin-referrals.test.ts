// /admin/referrals (issue 5, spec 2.11, 4, 8, 9) against the real API: a program created through
// the dialog, the codes customers got through POST /referrals/my-code switched off and found, and
// a newcomer registering through /register?ref=CODE showing up as a pending referral.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectQuery, expectValue, seededAccounts, signedIn } from '../support/admin';
import { expect } from '../support/expect';
import { register } from '../support/flows';
import {
  CustomerApi,
  expectCard,
  expectFlash,
  expectPlainText,
  expectRows,
  type ReferralCode,
  rowIn,
  searcher,
} from '../support/marketing';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();

/** Two customers, each with the referral code they asked for. */
const seed = seededAccounts(product, [['refowner'], ['refother']], async () => ({
  owner: await (await CustomerApi.signIn(product, 'refowner')).myCode(),
  other: await (await CustomerApi.signIn(product, 'refother')).myCode(),
}));

async function codeOf(username: string): Promise<ReferralCode> {
  const { api } = await seed();
  const { codes } = await api.call<{ codes: ReferralCode[] }>(
    'GET',
    `/referrals/codes?search=${username}`,
  );
  const code = codes.find((c) => c.username === username);
  assert.ok(code, `${username} has a code`);
  return code;
}

/** Registers `username` in a fresh browser profile that opened /register?ref=`code`. */
async function registerWith(code: string, username: string): Promise<void> {
  const { page } = await visitor();
  await page.goto(`/register?ref=${code}`);
  await page.waitForFunction((c) => localStorage.getItem('referral_code') === c, code);
  await register(page, username, 'secret1', `?ref=${code}`);
}

const DAY = String.raw`\d{2}\.\d{2}\.\d{4}`;

describe('referrals', () => {
  it('creates a closed program through the dialog; the list, overview and cards show it', async () => {
    const { api } = await seed();
    const { page, pageErrors } = await signedIn(visitor);
    await page.goto('/admin/referrals');
    await expectCard(page, 'Программы', '0', 'Активных: 0');
    await expectCard(page, 'Лучший реферер', 'Нет');
    await expect.text(page, 'Программы не созданы');
    assert.equal(await page.getByRole('button', { name: 'Создать программу' }).count(), 0);
    await page.getByRole('tab', { name: 'Программы', exact: true }).click();
    await expectQuery(page, { tab: 'programs' });

    const open = page.getByRole('button', { name: 'Создать программу', exact: true });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Новая реферальная программа' });
    const reward = dialog.getByLabel('Вознаграждение, ₽', { exact: true });
    const create = dialog.getByRole('button', { name: 'Создать', exact: true });
    await expectValue(reward, '100', 'spec 9 placeholder');
    await create.click();
    await expectPlainText(dialog.getByRole('alert'), 'Введите название программы');
    await dialog.getByLabel('Название', { exact: true }).fill('Приведи друга');
    await dialog.getByLabel('Описание', { exact: true }).fill('Бонус за каждого друга');
    await reward.fill('-5');
    await create.click();
    await expectPlainText(dialog.getByRole('alert'), 'Вознаграждение не может быть отрицательным');
    await reward.fill('250');
    await dialog.getByLabel('Публичная', { exact: true }).uncheck();
    await create.click();
    await expectFlash(page, 'Реферальная программа создана!');
    await dialog.waitFor({ state: 'hidden' });

    await expectRows(page, 'Программы', ['Приведи друга']);
    const row = rowIn(page, 'Программы', 'Приведи друга');
    await row.getByText('Активна', { exact: true }).waitFor();
    await row.getByText('Закрытая', { exact: true }).waitFor();
    await row.getByText('Бонус за каждого друга', { exact: true }).waitFor();
    const facts = `^Вознаграждение: 250\\s₽ · Рефералов: 0 · Выплачено: 0\\s₽ · Создана: ${DAY}$`;
    await row.getByText(new RegExp(facts)).waitFor();
    await expectCard(page, 'Программы', '1', 'Активных: 1');

    await open.click();
    await expectValue(dialog.getByLabel('Название', { exact: true }), '', 'the dialog was reset');
    await dialog.getByRole('button', { name: 'Отмена', exact: true }).click();
    await page.getByRole('tab', { name: 'Обзор', exact: true }).click();
    await expectRows(page, 'Последние программы', ['Приведи друга']);
    const { programs } = await api.call<{
      programs: { reward_amount: number; is_public: boolean }[];
    }>('GET', '/referrals/programs');
    assert.deepEqual(
      programs.map((p) => [p.reward_amount, p.is_public]),
      [[250, false]],
    );
    assert.deepEqual(pageErrors, []);
  });

  it('finds the codes and switches one off; the state survives a reload', async () => {
    const { owner, other } = await seed();
    const { page } = await signedIn(visitor);
    await page.goto('/admin/referrals?tab=codes');
    await expectRows(page, 'Реферальные коды', [owner.code, other.code]);
    const search = searcher(page, 'Поиск кодов', 'Реферальные коды');
    await search('REFOTHER', [other.code]);
    await search(owner.code.toLowerCase(), [owner.code]);
    await search('никого', []);
    await expect.text(page, 'Коды не найдены');
    await search('', [owner.code, other.code]);

    const row = rowIn(page, 'Реферальные коды', other.code);
    await row.getByText('refother', { exact: true }).waitFor();
    await row.getByText('Активен', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Деактивировать ${other.code}` }).click();
    await expectFlash(page, 'Статус кода обновлен!');
    await row.getByText('Неактивен', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Активировать ${other.code}` }).waitFor();
    assert.equal((await codeOf('refother')).is_active, false);
    await page.reload();
    await rowIn(page, 'Реферальные коды', other.code).getByText('Неактивен').waitFor();
    await rowIn(page, 'Реферальные коды', owner.code).getByText('Активен').waitFor();
    assert.equal((await codeOf('refowner')).is_active, true);
  });

  it('shows a newcomer of /register?ref=CODE as pending, and finds the referral', async () => {
    const { owner, other } = await seed();
    assert.equal((await codeOf('refother')).is_active, false, 'switched off by the last scenario');
    await registerWith(owner.code, 'refnewbie');
    await registerWith(other.code, 'refignored');

    const { page, pageErrors } = await signedIn(visitor);
    await page.goto('/admin/referrals?tab=referrals');
    await expectRows(page, 'Рефералы', ['refowner → refnewbie']);
    const row = rowIn(page, 'Рефералы', 'refowner → refnewbie');
    await row.getByText('Ожидает', { exact: true }).waitFor();
    await row.getByText(new RegExp(`^Без e-mail · Вознаграждение: — · ${DAY}$`)).waitFor();
    await expectCard(page, 'Рефералы', '1', 'Конверсия: 0 %');
    await expectCard(page, 'Лучший реферер', 'refowner');

    const search = searcher(page, 'Поиск рефералов', 'Рефералы');
    await search('NEWBIE', ['refowner → refnewbie']);
    await search('refown', ['refowner → refnewbie']);
    await expectQuery(page, { tab: 'referrals', search: 'refown' });
    await search('refignored', []);
    await expect.text(page, 'Рефералы не найдены');
    await page.goto('/admin/referrals?tab=referrals&status=active');
    await expect.text(page, 'Рефералы не найдены');
    await page.goto('/admin/referrals?tab=referrals&status=pending');
    await expectRows(page, 'Рефералы', ['refowner → refnewbie']);

    await page.getByRole('tab', { name: 'Коды', exact: true }).click();
    await rowIn(page, 'Реферальные коды', owner.code)
      .getByText(/^Использований: 1 · /)
      .waitFor();
    await rowIn(page, 'Реферальные коды', other.code)
      .getByText(/^Использований: 0 · /)
      .waitFor();
    await page.getByRole('tab', { name: 'Программы', exact: true }).click();
    await rowIn(page, 'Программы', 'Приведи друга')
      .getByText(/ · Рефералов: 1 · /)
      .waitFor();
    await page.getByRole('tab', { name: 'Обзор', exact: true }).click();
    await expectRows(page, 'Последние рефералы', ['refowner → refnewbie']);
    assert.deepEqual(pageErrors, []);
  });
});
