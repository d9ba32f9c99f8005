import { SEARCH_MAX, searchText } from './search-text';

describe('searchText', () => {
  it('sends a pasted tab, line feed or DEL as a space, not as a refused character', () => {
    expect(searchText('ord\ter')).toBe('ord er');
    expect(searchText('anna\r\n')).toBe('anna');
    expect(searchText('a\u0000b\u007f')).toBe('a b');
  });

  it('trims, and cuts to what the API takes without a trailing space', () => {
    expect(searchText('  anna  ')).toBe('anna');
    expect(searchText('x'.repeat(SEARCH_MAX + 30))).toBe('x'.repeat(SEARCH_MAX));
    expect(searchText(`${'x'.repeat(9)} y`, 10)).toBe('x'.repeat(9));
    expect(searchText('   ')).toBe('');
  });

  it('keeps every printable character, Cyrillic included', () => {
    expect(searchText('Товар №1 — 50%_')).toBe('Товар №1 — 50%_');
  });
});
