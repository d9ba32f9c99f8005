// axe-core (WCAG 2 A and AA) over what a page shows now, as "rule: target" lines, and the waits
// its checks need (issue 13).
//
// axe runs in the page itself, injected once per document. @axe-core/playwright's AxeBuilder
// was used before: each scan injected axe's 550 KB source twice and opened a blank page to
// merge the frames' results (our pages have no frames), and axe built the passes and the
// inapplicable rules nobody read. On the every-screen walk (about 250 scans) that was most of
// the browser stage's CPU (issue 22). The rules and the verdicts are axe's, unchanged.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export const WIDE = { width: 1366, height: 900 };
export const NARROW = { width: 375, height: 800 };
export const THEMES = ['dark', 'light'] as const;

export const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Dialogs and drawers fade and slide in; axe leaves half-transparent text undecided. */
export const settled = (page: Page) => page.waitForTimeout(700);

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

export interface Scan {
  /** Rule ids to run; without them, every WCAG 2 A/AA rule. */
  rules?: string[];
  /** Only what is within this selector (e.g. a dialog). */
  include?: string;
  /** Adds axe's summary of how to fix each finding to its line. */
  explain?: boolean;
}

interface Finding {
  id: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Resolves once every CSS transition and finite animation running now has ended: a label
 * fading from its error red to its focus blue passes through colours neither state has, and
 * axe would judge the colour of that instant. Spinners (infinite) are not waited for.
 */
const TRANSITIONS_ENDED = `Promise.all(document.getAnimations()
  .filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)
  .map((a) => a.finished.catch(() => undefined)))`;

export async function violations(page: Page, scan: Scan = {}): Promise<string[]> {
  await page.evaluate(TRANSITIONS_ENDED);
  if (!(await page.evaluate('typeof window.axe === "object"'))) await page.evaluate(axeSource);
  const runOnly = scan.rules
    ? { type: 'rule', values: scan.rules }
    : { type: 'tag', values: WCAG_A_AA };
  const found = await page.evaluate(
    ({ include, options }) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<unknown> } }).axe
        .run(include ? { include: [include] } : document, options)
        .then((results) => (results as { violations: Finding[] }).violations),
    { include: scan.include, options: { runOnly, resultTypes: ['violations'] } },
  );
  return found.flatMap((v) =>
    v.nodes.map((n) => {
      const line = `${v.id}: ${n.target.join(' ')}`;
      return scan.explain ? `${line} ${n.failureSummary}` : line;
    }),
  );
}
