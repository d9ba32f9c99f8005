// axe-core (WCAG 2 A and AA) over what a page shows now, as "rule: target" lines, and the waits
// its checks need (issue 13).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WIDE = { width: 1366, height: 900 };
export const NARROW = { width: 375, height: 800 };
export const THEMES = ['dark', 'light'] as const;

/** Dialogs and drawers fade and slide in; axe leaves half-transparent text undecided. */
export const settled = (page: Page) => page.waitForTimeout(700);

export async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return found.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
