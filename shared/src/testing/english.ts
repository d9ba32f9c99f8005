import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { changeLanguage, i18n } from '@storefront/shared/i18n';
import { act } from '@testing-library/react';

/** Runs the file's tests in English and puts Russian back after each (the default). */
export function inEnglish() {
  beforeEach(async () => {
    await act(() => changeLanguage('en'));
  });
  afterEach(async () => {
    await act(() => changeLanguage('ru'));
  });
}

/**
 * A namespace's texts in each language without switching the language: for tests of a label
 * family (every status has its Russian label and an English one). English is a lazy chunk in
 * the app, so it is read here from `srcDir/locales/en.json`.
 */
export function bothLanguages(namespace: string, srcDir: string) {
  beforeAll(() => {
    const en = JSON.parse(readFileSync(join(srcDir, 'locales', 'en.json'), 'utf8'));
    i18n.addResourceBundle('en', namespace, en);
  });
  const ru = () => i18n.getFixedT('ru', namespace);
  const en = () => i18n.getFixedT('en', namespace);
  /**
   * A label family's Russian words, one per value, to hold against the spec's; each value is
   * first checked to have an English label too (a missing one would show its key).
   */
  function russianLabels<V>(values: readonly V[], key: (value: V) => string): string[] {
    for (const value of values) expect(en()(key(value))).not.toBe(key(value));
    return values.map((value) => ru()(key(value)));
  }
  /**
   * Every value of a family read through a template literal has its Russian message and an
   * English one in English words (not the key, not the Russian fallback).
   */
  function expectLabels<V>(values: readonly V[], key: (value: V) => string) {
    for (const value of values) {
      expect(i18n.exists(key(value), { ns: namespace, lng: 'ru' })).toBe(true);
      expect(en()(key(value))).not.toBe(key(value));
      expect(en()(key(value))).not.toMatch(/[а-яё]/i);
    }
  }
  return { ru, en, russianLabels, expectLabels };
}
