// /admin/cities and a city's districts (issue 4, spec 2.8) against the real API: create, search,
// edit and delete, the duplicate-name and still-has-districts refusals, and the empty states.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { AdminApi, expectCount, expectQuery, signedIn } from '../support/admin';
import { expect } from '../support/expect';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();

type List = 'Города' | 'Районы';

/** The rows of the list of cities or of districts. */
function rowsOf(page: Page, list: List): Locator {
  return page.getByRole('list', { name: list, exact: true }).getByRole('listitem');
}

/** The row of the list whose name is exactly `name`. */
function rowOf(page: Page, list: List, name: string): Locator {
  return rowsOf(page, list).filter({ has: page.getByText(name, { exact: true }) });
}

/** Opens the add (or a row's edit) dialog, types the name and saves. */
async function saveName(page: Page, dialogTitle: string, name: string, open: Locator) {
  await open.click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByLabel('Название', { exact: true }).fill(name);
  await dialog.getByRole('button', { name: /^(Создать|Сохранить)$/ }).click();
  return dialog;
}

/** Saves each name through the dialog `open` opens; the dialog closes and the row shows. */
async function saveEach(
  page: Page,
  list: List,
  dialogTitle: string,
  names: string[],
  open: Locator,
) {
  for (const name of names) {
    await (await saveName(page, dialogTitle, name, open)).waitFor({ state: 'hidden' });
    await rowOf(page, list, name).waitFor();
  }
}

/** The add dialog refuses `name` with `refusal` in its alert; then it is cancelled. */
async function refusedName(
  page: Page,
  dialogTitle: string,
  name: string,
  open: Locator,
  refusal: string,
) {
  const dialog = await saveName(page, dialogTitle, name, open);
  await dialog.getByRole('alert').getByText(refusal).waitFor();
  await dialog.getByRole('button', { name: 'Отмена', exact: true }).click();
}

/** Deletes the row of `name` through its confirmation ('Удалить город?' / 'Удалить район?'). */
async function deleteRow(page: Page, list: List, name: string) {
  const kind = list === 'Города' ? 'город' : 'район';
  await rowOf(page, list, name).getByRole('button', { name: 'Удалить', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Удалить ${kind}?` });
  await confirm
    .getByText(`Вы уверены, что хотите удалить этот ${kind}?`, { exact: true })
    .waitFor();
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

    await saveEach(page, 'Города', 'Добавить город', ['Москва', 'Казань', 'Самара'], add);
    const duplicate = 'Город с таким названием уже существует';
    await refusedName(page, 'Добавить город', '  москва ', add, duplicate);
    await expectCount(rowsOf(page, 'Города'), 3);

    const search = page.getByPlaceholder('Поиск городов...');
    await search.fill('ЗАН');
    await expectQuery(page, { search: 'ЗАН' });
    await expectCount(rowsOf(page, 'Города'), 1);
    await rowOf(page, 'Города', 'Казань').waitFor();
    await search.fill('Владивосток');
    await expect.text(page, 'Города не найдены');
    await search.fill('');
    await expectCount(rowsOf(page, 'Города'), 3);

    const samara = rowOf(page, 'Города', 'Самара');
    const edit = samara.getByRole('button', { name: 'Редактировать', exact: true });
    await saveEach(page, 'Города', 'Редактировать город', ['Тольятти'], edit);
    await page.reload();
    await rowOf(page, 'Города', 'Тольятти').waitFor();

    // Districts of Москва.
    await rowOf(page, 'Города', 'Москва').getByRole('link', { name: 'Районы' }).click();
    await page.waitForURL(/\/admin\/cities\/\d+\/districts$/);
    await page.getByRole('heading', { name: 'Москва' }).waitFor();
    await expect.text(page, 'Районы не добавлены');
    const addDistrict = page.getByRole('button', { name: 'Добавить', exact: true });
    await saveEach(
      page,
      'Районы',
      'Добавить район',
      ['Арбат', 'Тверской', 'Хамовники'],
      addDistrict,
    );
    const again = 'Район с таким названием уже есть в этом городе';
    await refusedName(page, 'Добавить район', 'арбат', addDistrict, again);

    await page.getByPlaceholder(/Поиск районов/).fill('твер');
    await expectCount(rowsOf(page, 'Районы'), 1);
    await page.getByPlaceholder(/Поиск районов/).fill('');
    const editDistrict = rowOf(page, 'Районы', 'Хамовники').getByRole('button', {
      name: 'Редактировать',
      exact: true,
    });
    await saveEach(page, 'Районы', 'Редактировать район', ['Якиманка'], editDistrict);
    await deleteRow(page, 'Районы', 'Якиманка');
    await expectCount(rowsOf(page, 'Районы'), 2);

    // A city that still has districts is not deleted, and the page says why.
    await page.getByRole('link', { name: 'Назад к городам' }).click();
    await expect.path(page, '/admin/cities');
    await deleteRow(page, 'Города', 'Москва');
    await expect.text(page, 'Нельзя удалить город: сначала удалите его районы');
    await rowOf(page, 'Города', 'Москва').waitFor();

    await deleteRow(page, 'Города', 'Казань');
    await expectCount(rowsOf(page, 'Города'), 2);
    await page.reload();
    await expectCount(rowsOf(page, 'Города'), 2);
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
