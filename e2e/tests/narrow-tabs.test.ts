// Issue 13: at 390 px, a screen opened on a later tab (a deep link or a reload) shows that tab
// whole, not cut off under the tab strip's scroll arrow.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signedIn } from '../support/admin';
import { ADMIN } from '../support/product';
import { productSuite } from '../support/suite';

const { visitor } = productSuite();
const PHONE = { width: 390, height: 844 };

describe('a later tab opened by its address at 390 px', () => {
  it('is scrolled fully into view, as a click would', async () => {
    const { page } = await signedIn(visitor, ADMIN.username, ADMIN.password, PHONE);
    const cutOff: string[] = [];
    for (const url of [
      '/admin/coupons?tab=generate',
      '/admin/coupons?tab=create',
      '/admin/users?tab=stats',
      '/admin/referrals?tab=referrals',
    ]) {
      for (const how of ['opened', 'reloaded']) {
        if (how === 'opened') await page.goto(url);
        else await page.reload();
        const selected = page.getByRole('tab', { selected: true });
        await selected.waitFor();
        await page.waitForTimeout(1_200);
        const overflow = await selected.evaluate((tab) => {
          const scroller = tab.closest('.MuiTabs-scroller') as HTMLElement;
          const [a, b] = [tab.getBoundingClientRect(), scroller.getBoundingClientRect()];
          return Math.max(b.left - a.left, a.right - b.right, 0);
        });
        if (overflow > 1) cutOff.push(`${url} (${how}): ${Math.round(overflow)} px hidden`);
      }
    }
    assert.deepEqual(cutOff, []);
  });
});
