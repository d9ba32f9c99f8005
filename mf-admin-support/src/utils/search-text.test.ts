import { searchText } from './search-text';

it('sends what the API accepts: trimmed, no control characters, at most 100 characters', () => {
  expect(searchText('  anna  ')).toBe('anna');
  expect(searchText('a\tb\u007f')).toBe('a b');
  expect(searchText('x'.repeat(130))).toBe('x'.repeat(100));
  expect(searchText('   ')).toBe('');
});
