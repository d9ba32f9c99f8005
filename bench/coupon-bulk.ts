// Bulk generation of 100 coupon codes in the browser (issue 5): the superuser opens
// /admin/coupons?tab=generate, asks for 100 codes and waits for 'Успешно создано 100 из 100
// купонов!'. The generator creates them one after another (spec 2.12), so the figure is the
// time of 100 sequential POST /coupons/coupons round trips as the page makes them. PGlite, a
// fresh product. Run after a build: `npm run coupon-bulk`. BENCH_ROUNDS (3) runs, each with
// its own prefix; the table shows each and the median.
import { ADMIN, runBench } from './support/bench';
import { launchChromium } from './support/chromium';
import { startProduct } from './support/start-product';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const COUNT = 100;

async function main(): Promise<void> {
  const product = await startProduct({
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const browser = await launchChromium();
  try {
    const page = await (
      await browser.newContext({ baseURL: product.url, locale: 'ru-RU' })
    ).newPage();
    await page.goto('/login');
    await page.getByLabel('Логин').fill(ADMIN.username);
    await page.getByLabel('Пароль').fill(ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/statistics');
    const rows: { round: number; prefix: string; seconds: number; perCoupon: string }[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const prefix = `BULK${round}X`;
      await page.goto('/admin/coupons?tab=generate');
      const form = page.getByRole('form', { name: 'Генерация купонов' });
      await form.getByLabel('Количество').fill(String(COUNT));
      await form.getByLabel('Префикс').fill(prefix);
      await form.getByLabel(/Размер скидки/).fill('10');
      const started = performance.now();
      await form.getByRole('button', { name: 'Сгенерировать' }).click();
      await page
        .getByText(`Успешно создано ${COUNT} из ${COUNT} купонов!`)
        .waitFor({ timeout: 120_000 });
      const ms = performance.now() - started;
      rows.push({
        round,
        prefix,
        seconds: Number((ms / 1000).toFixed(2)),
        perCoupon: `${(ms / COUNT).toFixed(1)} ms`,
      });
    }
    console.log(`\nBulk generation of ${COUNT} coupons in Chromium (sequential creation, PGlite)`);
    console.table(rows);
    const sorted = rows.map((r) => r.seconds).sort((a, b) => a - b);
    console.log(`median: ${sorted[Math.floor(sorted.length / 2)]} s`);
  } finally {
    await browser.close();
    await product.stop();
  }
}

runBench(main);
