import { formatAmount, formatKopecks, formatSignedAmount } from './format-money';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('shop amounts on screen', () => {
  it('keeps kopecks when there are some and drops ",00" when there are none', () => {
    expect(plain(formatKopecks(150000))).toBe('1 500 ₽');
    expect(plain(formatKopecks(9950))).toBe('99,50 ₽');
    expect(plain(formatAmount('0.00'))).toBe('0 ₽');
  });

  it('writes debits with a true minus and credits with a plus when asked', () => {
    expect(plain(formatAmount('-250.50'))).toBe('−250,50 ₽');
    expect(plain(formatSignedAmount('1500.00'))).toBe('+1 500 ₽');
    expect(plain(formatSignedAmount('-250.50'))).toBe('−250,50 ₽');
    expect(plain(formatSignedAmount('0.00'))).toBe('0 ₽');
  });

  it('keeps kopecks exact where a float would not (0.1 + 0.2)', () => {
    expect(plain(formatAmount('0.30'))).toBe('0,30 ₽');
    expect(plain(formatAmount('99999999.99'))).toBe('99 999 999,99 ₽');
  });

  it('shows a malformed amount as it came rather than hiding it', () => {
    expect(formatAmount('1e3')).toBe('1e3');
    expect(formatSignedAmount('')).toBe('');
  });
});
