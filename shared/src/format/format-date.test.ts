import { formatDate, formatDateTime, parseDate } from './format-date';

describe('date formats', () => {
  const at = '2026-03-05T14:07:09';

  it('writes dates the Russian way', () => {
    expect(formatDate(at)).toBe('05.03.2026');
    expect(formatDateTime(at)).toBe('05.03.2026, 14:07');
  });

  it('shows an unparsable value as it came and a missing one as the fallback', () => {
    expect(formatDate('вчера')).toBe('вчера');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDate(undefined, 'Никогда')).toBe('Никогда');
  });

  it('parses only real timestamps', () => {
    expect(parseDate(at)?.getFullYear()).toBe(2026);
    expect(parseDate('')).toBeNull();
    expect(parseDate('nonsense')).toBeNull();
  });
});
