import { resolveCity } from './use-city';

const list = [
  { id: 1, name: 'Астрахань', on_sale: 0 },
  { id: 4, name: 'Казань', on_sale: 3 },
  { id: 2, name: 'Москва', on_sale: 5 },
];

describe('resolveCity', () => {
  it('takes the URL first, then the remembered city, then the first on sale, then the first', () => {
    expect(resolveCity(list, 2, 4)?.id).toBe(2);
    expect(resolveCity(list, null, 1)?.id).toBe(1);
    expect(resolveCity(list, null, null)?.id).toBe(4);
    expect(
      resolveCity(
        list.map((city) => ({ ...city, on_sale: 0 })),
        null,
        null,
      )?.id,
    ).toBe(1);
  });

  it('skips ids that name no city, and has none without cities', () => {
    expect(resolveCity(list, 99, 2)?.id).toBe(2);
    expect(resolveCity(list, 99, 98)?.id).toBe(4);
    expect(resolveCity([], 2, 2)).toBeNull();
  });
});
