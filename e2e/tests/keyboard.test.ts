// Issue 13, keyboard only: a dialog takes the focus, keeps it while open and gives it back to
// its opener on Escape; the narrow-screen menu likewise; tabs move with the arrow keys and open
// with Enter; the coupon wizard is filled and advanced without a mouse; an image slot opens the
// file chooser with Enter and with Space; and whatever has the focus shows it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { AdminApi, expectQuery, seeded, signedIn, until } from '../support/admin';
import { productSuite } from '../support/suite';

const { product, visitor } = productSuite();
const seed = seeded(async () => {
  const api = await AdminApi.signIn(product);
  await api.call('POST', '/cities/', { name: 'Клавиатурный' });
});

/** What has the focus: its accessible name, whether it is inside `within`, and if it shows. */
function focused(page: Page, within?: string) {
  return page.evaluate((selector) => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', inside: false, shown: false };
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const shown =
      element.matches(':focus-visible') &&
      (outlined || style.boxShadow !== 'none' || element.classList.contains('Mui-focusVisible'));
    return {
      name:
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent?.trim() ??
        element.textContent?.trim() ??
        '',
      inside: selector ? Boolean(element.closest(selector)) : false,
      shown,
    };
  }, within);
}

async function tabUntil(page: Page, name: string | RegExp, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const { name: current } = await focused(page);
    if (typeof name === 'string' ? current === name : name.test(current)) return;
  }
  assert.fail(`Tab never reached ${name}`);
}

describe('keyboard only', () => {
  it('a confirm dialog takes the focus, keeps it, and gives it back on Escape', async () => {
    await seed();
    const { page } = await signedIn(visitor);
    await page.goto('/admin/cities');
    await page.getByText('Клавиатурный').waitFor();
    await tabUntil(page, 'Удалить');
    assert.equal((await focused(page)).shown, true, 'the focused button shows it');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Удалить город?' });
    await dialog.waitFor();
    await page.waitForTimeout(300);
    for (let i = 0; i < 6; i++) {
      assert.equal((await focused(page, '[role="dialog"]')).inside, true, `Tab ${i} stays inside`);
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal((await focused(page)).name, 'Удалить', 'focus is back on the opener');
  });

  it('the narrow-screen menu opens with Enter, closes with Escape, returns the focus', async () => {
    const { page } = await visitor({ width: 375, height: 800 });
    await page.goto('/');
    await tabUntil(page, 'Открыть меню');
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor();
    await page.waitForTimeout(400);
    // MUI's focus trap focuses the drawer's paper, which holds the menu.
    assert.equal((await focused(page, '.MuiDrawer-root')).inside, true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    assert.equal((await focused(page)).name, 'Открыть меню');
  });

  it('tabs move with the arrow keys and open with Enter', async () => {
    const { page } = await signedIn(visitor);
    await page.goto('/admin/coupons');
    await page.getByRole('tab', { name: 'Обзор' }).focus();
    await page.keyboard.press('ArrowRight');
    assert.equal((await focused(page)).name, 'Купоны');
    assert.equal((await focused(page)).shown, true);
    await page.keyboard.press('Enter');
    await expectQuery(page, { tab: 'coupons' });
  });

  it('the coupon wizard is filled and advanced without a mouse', async () => {
    const { page } = await signedIn(visitor);
    await page.goto('/admin/coupons?tab=create');
    await page.getByRole('textbox', { name: 'Название' }).focus();
    await page.keyboard.type('Клавиатурная скидка');
    // Each field has its hint button after it: Tab reaches the description after that.
    await tabUntil(page, 'Описание');
    await page.keyboard.type('Только с клавиатуры');
    await tabUntil(page, 'Далее');
    await page.keyboard.press('Enter');
    await page.getByText('Тип скидки').first().waitFor();
    await tabUntil(page, 'Назад');
    await page.keyboard.press('Space');
    const name = page.getByRole('textbox', { name: 'Название' });
    assert.equal(await name.inputValue(), 'Клавиатурная скидка');
  });

  for (const key of ['Enter', 'Space']) {
    it(`an image slot opens the file chooser with ${key}`, async () => {
      const { page } = await signedIn(visitor);
      // Listening from the start: Playwright intercepts choosers only once someone listens, and
      // a listener added just before the key press can lose that race on a busy machine.
      let opened = 0;
      page.on('filechooser', () => {
        opened += 1;
      });
      await page.goto('/admin/products/create');
      await page.getByRole('textbox', { name: 'Описание' }).waitFor();
      await tabUntil(page, /^Выбрать/);
      assert.equal((await focused(page)).shown, true);
      await page.keyboard.press(key);
      const count = await until(
        async () => opened,
        (n) => n > 0,
      );
      assert.equal(count, 1, 'the file chooser opened once');
    });
  }
});
