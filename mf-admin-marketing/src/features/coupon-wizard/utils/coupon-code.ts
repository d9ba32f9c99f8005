/** The code the wizard proposes from a coupon's name (spec 4). */

// biome-ignore format: a transliteration table reads best as a table
const CYRILLIC: Record<string, string> = {
  А: 'A', Б: 'B', В: 'V', Г: 'G', Д: 'D', Е: 'E', Ё: 'E', Ж: 'ZH', З: 'Z', И: 'I', Й: 'Y',
  К: 'K', Л: 'L', М: 'M', Н: 'N', О: 'O', П: 'P', Р: 'R', С: 'S', Т: 'T', У: 'U', Ф: 'F',
  Х: 'KH', Ц: 'TS', Ч: 'CH', Ш: 'SH', Щ: 'SHCH', Ъ: '', Ы: 'Y', Ь: '', Э: 'E', Ю: 'YU', Я: 'YA',
};

/**
 * Spec 4's auto-code: the uppercase name without anything but Latin letters and digits, cut to
 * 8 characters, plus a random number 000-999. Russian letters are transliterated first, so
 * 'Летняя распродажа' gives 'LETNYAYA042' rather than a bare number.
 */
export function generatedCouponCode(name: string, random: () => number = Math.random): string {
  const latin = [...name.toUpperCase()].map((ch) => CYRILLIC[ch] ?? ch).join('');
  const stem = latin.replace(/[^A-Z0-9]/g, '').slice(0, 8);
  const number = Math.min(Math.floor(random() * 1000), 999);
  return `${stem}${String(Math.max(number, 0)).padStart(3, '0')}`;
}
