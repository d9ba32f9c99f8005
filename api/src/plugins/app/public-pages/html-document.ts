/**
 * The shell's own index.html with a page's head written in (issue 21). The template is the
 * shell build's file, read again when it changes on disk (a shell redeployed without an API
 * restart), so the scripts a page loads are always the deployed ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '../../../i18n/language.ts';
import type { PageTheme } from './page-request.ts';

const TITLE = /<title>[^<]*<\/title>/;
const HTML_LANG = /<html lang="[^"]*">/;

export interface DocumentParts {
  language: Language;
  head: string;
  /** The rendered markup of #root, and what the browser's first render needs to match it. */
  body?: string;
  state?: { url: string; language: Language; theme: PageTheme; data: Record<string, unknown> };
}

const ROOT = /<div id="root"><\/div>/;

/** The state the page's scripts read before hydrating (`<` escaped: no early `</script>`). */
export const STATE_ELEMENT_ID = 'ssr-state';

function stateScript(state: NonNullable<DocumentParts['state']>): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${STATE_ELEMENT_ID}" type="application/json">${json}</script>`;
}

export class ShellTemplate {
  private text = '';
  private version = '';
  private checkedAt = 0;

  /** `recheckMs`: how stale the template may be after a redeploy (one stat per period). */
  constructor(
    private readonly file: string,
    private readonly recheckMs = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  static inShell(shellDist: string): ShellTemplate {
    return new ShellTemplate(path.join(shellDist, 'index.html'));
  }

  /** The template's identity (size and mtime): part of every cached page's ETag. */
  current(): { text: string; version: string } {
    if (this.now() - this.checkedAt >= this.recheckMs || !this.text) {
      this.checkedAt = this.now();
      const stat = fs.statSync(this.file);
      const version = `${stat.size}-${stat.mtimeMs}`;
      if (version !== this.version) {
        this.text = fs.readFileSync(this.file, 'utf8');
        this.version = version;
      }
    }
    return { text: this.text, version: this.version };
  }

  render(parts: DocumentParts): string {
    const { text } = this.current();
    const { body, state } = parts;
    return text
      .replace(HTML_LANG, `<html lang="${parts.language}">`)
      .replace(TITLE, () => parts.head)
      .replace(ROOT, (root) =>
        body === undefined || !state ? root : `<div id="root">${body}</div>${stateScript(state)}`,
      );
  }
}
