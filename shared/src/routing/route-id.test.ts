import { routeId } from './route-id';

it('reads a positive id as the address writes it, and nothing else', () => {
  expect(routeId('12')).toBe(12);
  expect(routeId('2147483647')).toBe(2_147_483_647);
  for (const raw of [
    undefined,
    null,
    '',
    '0',
    '04',
    '-3',
    '1.5',
    '1e3',
    'abc',
    '12x',
    '2147483648',
  ]) {
    expect(routeId(raw)).toBeNull();
  }
});
