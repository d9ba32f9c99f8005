import { formatMoney, mulDivHalfUp, parseMoney, roublesToKopecks, tryParseMoney } from './money';

describe('money', () => {
  it('parses decimal strings into exact kopecks and back', () => {
    expect(parseMoney('1500.00')).toBe(150000);
    expect(parseMoney('0.1')).toBe(10);
    expect(parseMoney('-250.05')).toBe(-25005);
    expect(parseMoney('-0.00')).toBe(0);
    expect(formatMoney(150050)).toBe('1500.50');
    expect(formatMoney(-5)).toBe('-0.05');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(parseMoney('99999999.99'))).toBe('99999999.99');
  });

  it('refuses what is not an amount', () => {
    for (const text of ['1e3', '1.005', ' 1', '01', '1,5', '', '-', '.5', 'NaN', 'Infinity']) {
      expect(() => parseMoney(text)).toThrow(RangeError);
    }
    expect(() => formatMoney(0.5)).toThrow(RangeError);
  });

  it('reads what a person types', () => {
    expect(tryParseMoney(' 1 500,5 ')).toBe(150050);
    expect(tryParseMoney('abc')).toBeNull();
    expect(tryParseMoney('1.999')).toBeNull();
  });

  it('converts legacy rouble numbers without float drift', () => {
    expect(roublesToKopecks(19.99)).toBe(1999);
    expect(roublesToKopecks(1.005 * 1)).toBe(100);
    expect(roublesToKopecks(0.1 + 0.2)).toBe(30);
  });

  it('rounds half up to the kopeck', () => {
    expect(mulDivHalfUp(1, 1, 2)).toBe(1); // 0.5 kopeck → 1
    expect(mulDivHalfUp(3, 1, 4)).toBe(1); // 0.75 → 1
    expect(mulDivHalfUp(1, 1, 4)).toBe(0); // 0.25 → 0
    expect(mulDivHalfUp(100501, 1000, 10000)).toBe(10050); // 10 % of 1005.01 = 100.501 → 100.50
    expect(mulDivHalfUp(100505, 1000, 10000)).toBe(10051); // 100.505 → 100.51
    // 10 units of 10 000 000 ₽ at 99.99 %: still an exact integer computation.
    expect(mulDivHalfUp(1_000_000_000_000, 9999, 10000)).toBe(999_900_000_000);
  });
});
