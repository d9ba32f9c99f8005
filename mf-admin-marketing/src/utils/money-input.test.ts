import { parseDecimalInput, parseRoublesInput } from './money-input';

describe('parseRoublesInput', () => {
  it.each([
    ['250,50', 250.5],
    ['250.50', 250.5],
    ['1 490,50', 1490.5],
    ['1\u00a0490,50', 1490.5],
    ['1490.50', 1490.5],
    [' 100 ', 100],
    ['0', 0],
    ['-5', -5],
  ])('reads %j as %d roubles', (typed, roubles) => {
    expect(parseRoublesInput(typed)).toBe(roubles);
  });

  it('is null for an empty field, NaN for what is not an amount', () => {
    expect(parseRoublesInput('  ')).toBeNull();
    for (const typed of ['abc', '12,345', '1,490,50', '1e3', '25050,5,']) {
      expect(parseRoublesInput(typed)).toBeNaN();
    }
  });
});

describe('parseDecimalInput (percentages keep their own rule)', () => {
  it('reads a comma or a point, any decimals', () => {
    expect(parseDecimalInput('12,5')).toBe(12.5);
    expect(parseDecimalInput('12.345')).toBe(12.345);
    expect(parseDecimalInput('')).toBeNull();
    expect(parseDecimalInput('x')).toBeNaN();
  });
});
