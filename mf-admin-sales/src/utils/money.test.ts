import { formatAmount, formatSignedAmount } from './money';

// Intl puts no-break spaces between groups and before ₽: compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('amounts from their decimal strings', () => {
  it('writes a debit with a minus sign and its kopecks', () => {
    expect(plain(formatSignedAmount('-250.50'))).toBe('−250,50 ₽');
    expect(plain(formatAmount('-250.50'))).toBe('−250,50 ₽');
  });

  it('writes a credit with a plus, whole roubles without kopecks', () => {
    expect(plain(formatSignedAmount('1500.00'))).toBe('+1 500 ₽');
    expect(plain(formatAmount('1500.00'))).toBe('1 500 ₽');
    expect(plain(formatSignedAmount('0.00'))).toBe('0 ₽');
  });

  it('keeps kopecks exact where a float would not (0.1 + 0.2)', () => {
    expect(plain(formatAmount('0.30'))).toBe('0,30 ₽');
    expect(plain(formatAmount('99999999.99'))).toBe('99 999 999,99 ₽');
  });

  it('shows a malformed amount as it came instead of failing the row', () => {
    expect(formatAmount('1e3')).toBe('1e3');
    expect(formatSignedAmount('')).toBe('');
  });
});
