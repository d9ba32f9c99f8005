// Debian's Chromium for the benchmarks, with no work of its own beside the page measured.
import { type Browser, chromium } from 'playwright-core';

export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Headless Chromium 156 still builds its omnibox popup (a WebUI page of ~300 modules, in a
 * renderer of its own) for every window: on these two shared cores that took the CPU from the
 * page measured and moved a phone page's first paint from 0.5 s to 0.9 s. A phone's browser
 * does not do that beside the page, so the benchmarks switch those features off.
 */
export const QUIET_CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME, args: QUIET_CHROME_FLAGS });
}
