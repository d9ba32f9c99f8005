import { densityCappedSizes } from './image-sizes';

/** Which slot width a browser takes from `sizes` at this viewport and density (first match). */
function slot(sizes: string, width: number, dppx: number): string {
  for (const entry of sizes.split(/,(?![^(]*\))/).map((part) => part.trim())) {
    const conditions = [...entry.matchAll(/\((min-width|min-resolution): ([\d.]+)(px|dppx)\)/g)];
    const holds = conditions.every(([, feature, value]) =>
      feature === 'min-width' ? width >= Number(value) : dppx >= Number(value),
    );
    if (holds) return entry.replace(/^(\([^)]*\)\s*(and\s*)?)+/, '').trim();
  }
  throw new Error('no entry matched');
}

describe('densityCappedSizes', () => {
  const sizes = '(min-width: 1200px) 280px, (min-width: 900px) 23vw, calc(50vw - 24px)';

  it('tells a 3x phone a slot 2/3 as wide, so it asks for 2x', () => {
    const capped = densityCappedSizes(sizes);
    expect(slot(capped, 390, 3)).toBe('calc(calc(50vw - 24px) * 2 / 3)');
    expect(slot(capped, 1300, 3)).toBe('calc(280px * 2 / 3)');
    expect(slot(capped, 1000, 2.625)).toBe('calc(23vw * 2 / 3)');
  });

  it('leaves screens under 2.5x their own slots, in the same order', () => {
    const capped = densityCappedSizes(sizes);
    expect(slot(capped, 390, 2)).toBe('calc(50vw - 24px)');
    expect(slot(capped, 1000, 1)).toBe('23vw');
    expect(capped.endsWith(`, ${sizes}`)).toBe(true);
  });

  it('keeps a condition of several features whole', () => {
    expect(densityCappedSizes('(min-width: 600px) and (max-width: 899px) 31vw, 46vw')).toBe(
      '(min-resolution: 2.5dppx) and (min-width: 600px) and (max-width: 899px) calc(31vw * 2 / 3), ' +
        '(min-resolution: 2.5dppx) calc(46vw * 2 / 3), ' +
        '(min-width: 600px) and (max-width: 899px) 31vw, 46vw',
    );
  });
});
