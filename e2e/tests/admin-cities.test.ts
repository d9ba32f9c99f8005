// /admin/cities and a city's districts (issue 4, spec 2.8) against the real API: create, search,
// edit and delete, the duplicate-name and still-has-districts refusals, and the empty states.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { AdminApi, expectCount, expectQuery, signedIn } from '../support/admin';
import { expect } from '../support/expect';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();

/** The row of the list ('Города' or 'Районы') whose name is exactly `name`. */
function rowOf(page: Page, list: 'Города' | 'Районы', name: string): Locator {
  return page
    .getByRole('list', { name: list, exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
}

/** Opens the add (or a row's edit) dialog, types the name and saves. */
async function saveName(page: Page, dialogTitle: string, name: string, open: Locator) {
  await open.click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByLabel('Название', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: /^(Создать|Сохранить)$/ }).click();
  return dialog;
}

async function deleteRow(page: Page, row: Locator, confirmTitle: string, text: string) {
  await row.getByRole('button', { name: 'Удалить', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: confirmTitle });
  await confirm.getByText(text, { exact: true }).waitFor();
  await confirm.getByRole('button', { name: 'Удалить', exact: true }).click();
  return confirm;
}

describe('cities and districts', () => {
  it('creates, finds, edits and deletes cities and their districts', async () => {
    const { page, pageErrors } = await signedIn(visitor);
    await page.goto('/admin/cities');
    await page.getByRole('heading', { name: 'Города' }).waitFor();
    await expect.text(page, 'Города не добавлены');

    const add = page.getByRole('button', { name: 'Добавить', exact: true });
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Добавить город' });
    const create = dialog.getByRole('button', { name: 'Создать', exact: true });
    assert.equal(await create.isDisabled(), true, 'Создать waits for a name');
    await dialog.getByLabel('Название', { exact: true }).fill('   ');
    assert.equal(await create.isDisabled(), true, 'spaces are no name');
    await dialog.getByRole('button', { name: 'Отмена', exact: true }).click();

    for (const name of ['Москва', 'Казань', 'Самара']) {
      await (await saveName(page, 'Добавить город', name, add)).waitFor({ state: 'hidden' });
      await rowOf(page, 'Города', name).waitFor();
    }
    const duplicate = await saveName(page, 'Добавить город', '  москва ', add);
    await duplicate
      .getByRole('alert')
      .getByText('Город с таким названием уже существует')
      .waitFor();
    await duplicate.getByRole('button', { name: 'Отмена', exact: true }).click();
    await expectCount(page.getByRole('list', { name: 'Города' }).getByRole('listitem'), 3);

    const search = page.getByPlaceholder('Поиск городов...');
    await search.fill('ЗАН');
    await expectQuery(page, { search: 'ЗАН' });
    await expectCount(page.getByRole('list', { name: 'Города' }).getByRole('listitem'), 1);
    await rowOf(page, 'Города', 'Казань').waitFor();
    await search.fill('Владивосток');
    await expect.text(page, 'Города не найдены');
    await search.fill('');
    await expectCount(page.getByRole('list', { name: 'Города' }).getByRole('listitem'), 3);

    const samara = rowOf(page, 'Города', 'Самара');
    const edit = samara.getByRole('button', { name: 'Редактировать', exact: true });
    await (await saveName(page, 'Редактировать город', 'Тольятти', edit)).waitFor({
      state: 'hidden',
    });
    await rowOf(page, 'Города', 'Тольятти').waitFor();
    await page.reload();
    await rowOf(page, 'Города', 'Тольятти').waitFor();

    // Districts of Москва.
    await rowOf(page, 'Города', 'Москва').getByRole('link', { name: 'Районы' }).click();
    await page.waitForURL(/\/admin\/cities\/\d+\/districts$/);
    await page.getByRole('heading', { name: 'Москва' }).waitFor();
    await expect.text(page, 'Районы не добавлены');
    const addDistrict = page.getByRole('button', { name: 'Добавить', exact: true });
    for (const name of ['Арбат', 'Тверской', 'Хамовники']) {
      await (await saveName(page, 'Добавить район', name, addDistrict)).waitFor({
        state: 'hidden',
      });
      await rowOf(page, 'Районы', name).waitFor();
    }
    const again = await saveName(page, 'Добавить район', 'арбат', addDistrict);
    await again
      .getByRole('alert')
      .getByText('Район с таким названием уже есть в этом городе')
      .waitFor();
    await again.getByRole('button', { name: 'Отмена', exact: true }).click();

    await page.getByPlaceholder(/Поиск районов/).fill('твер');
    await expectCount(page.getByRole('list', { name: 'Районы' }).getByRole('listitem'), 1);
    await page.getByPlaceholder(/Поиск районов/).fill('');
    const editDistrict = rowOf(page, 'Районы', 'Хамовники').getByRole('button', {
      name: 'Редактировать',
      exact: true,
    });
    await (await saveName(page, 'Редактировать район', 'Якиманка', editDistrict)).waitFor({
      state: 'hidden',
    });
    await rowOf(page, 'Районы', 'Якиманка').waitFor();
    await deleteRow(
      page,
      rowOf(page, 'Районы', 'Якиманка'),
      'Удалить район?',
      'Вы уверены, что хотите удалить этот район?',
    );
    await expectCount(page.getByRole('list', { name: 'Районы' }).getByRole('listitem'), 2);

    // A city that still has districts is not deleted, and the page says why.
    await page.getByRole('link', { name: 'Назад к городам' }).click();
    await expect.path(page, '/admin/cities');
    const moscow = rowOf(page, 'Города', 'Москва');
    await deleteRow(page, moscow, 'Удалить город?', 'Вы уверены, что хотите удалить этот город?');
    await expect.text(page, 'Нельзя удалить город: сначала удалите его районы');
    await moscow.waitFor();

    await deleteRow(
      page,
      rowOf(page, 'Города', 'Казань'),
      'Удалить город?',
      'Вы уверены, что хотите удалить этот город?',
    );
    await expectCount(page.getByRole('list', { name: 'Города' }).getByRole('listitem'), 2);
    await page.reload();
    await expectCount(page.getByRole('list', { name: 'Города' }).getByRole('listitem'), 2);
    assert.deepEqual(pageErrors, []);
  });

  it('folds the row buttons into a menu on a narrow screen', async () => {
    const api = await AdminApi.signIn(product);
    await api.call('POST', '/cities/', { name: 'Узкий город' });
    const { page } = await signedIn(visitor, undefined, undefined, { width: 390, height: 800 });
    await page.goto('/admin/cities?search=Узкий');
    const row = rowOf(page, 'Города', 'Узкий город');
    assert.equal(await row.getByRole('button', { name: 'Удалить' }).count(), 0);
    await row.getByRole('button', { name: 'Действия' }).click();
    await page.getByRole('menuitem', { name: 'Районы' }).click();
    await page.getByRole('heading', { name: 'Узкий город' }).waitFor();
  });
});
