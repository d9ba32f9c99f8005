import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { negotiateLanguage } from '../../src/i18n/language.ts';

describe('negotiateLanguage', () => {
  const cases: [string | undefined, 'ru' | 'en'][] = [
    // What the web client sends.
    ['ru', 'ru'],
    ['en', 'en'],
    // A browser's own list: the primary subtag decides, q-values order the ranges.
    ['en-US,en;q=0.9', 'en'],
    ['EN-gb', 'en'],
    ['de-DE,de;q=0.9,en;q=0.8', 'en'],
    ['ru-RU,ru;q=0.9,en-US;q=0.8,en;q=0.7', 'ru'],
    ['ru;q=0.5, en;q=0.8', 'en'],
    ['en;q=0.5, ru;q=0.5', 'en'],
    ['  en ; q=0.7 ,fr', 'en'],
    // q=0 means "not this one".
    ['en;q=0, ru;q=0.1', 'ru'],
    ['en;q=0', 'ru'],
    // Nothing we speak, nothing at all, or nothing readable: Russian.
    ['de', 'ru'],
    ['*', 'ru'],
    ['', 'ru'],
    [undefined, 'ru'],
    ['en;q=abc', 'ru'],
    ['en;q=1.5', 'ru'],
    ['english', 'ru'],
  ];
  for (const [header, expected] of cases) {
    it(`${JSON.stringify(header)} → ${expected}`, () => {
      assert.equal(negotiateLanguage(header), expected);
    });
  }

  it('reads a hostile header in linear time', () => {
    const header = `${'x;q=0.1,'.repeat(100_000)}en`;
    const started = performance.now();
    assert.equal(negotiateLanguage(header), 'en');
    assert.ok(performance.now() - started < 1_000);
  });
});
