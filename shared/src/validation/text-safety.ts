/**
 * Text that looks like something else. Logins and catalogue names are shown to people who act
 * on them, so a name with a zero-width space, a right-to-left override or a Cyrillic "о" among
 * Latin letters lists beside the real one looking identical. These rules are pure so the API
 * enforces them and the forms can mirror them.
 */

/** The ajv format name the API's schemas use for names that must be visible text. */
export const VISIBLE_TEXT_FORMAT = 'visible-text';

// Controls, format characters (zero-width, bidirectional overrides and isolates), line and
// paragraph separators, private use, and everything Unicode says renders as nothing.
const INVISIBLE =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Bidi_Control}\p{Default_Ignorable_Code_Point}]/u;

const SCRIPTS = [/\p{Script=Latin}/u, /\p{Script=Cyrillic}/u, /\p{Script=Greek}/u];

/**
 * Letters of Cyrillic and Greek that look like a Latin letter, as they look after lowercasing
 * (logins compare without case, so a capital's look-alike counts through its lowercase form).
 */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  ӏ: 'l',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ζ: 'z',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

// The API's own Russian texts for these refusals; the client's translated ones are
// `loginProblemMessage` and `visibleTextMessage` in rules.ts.
export const LOGIN_MESSAGES = {
  invisible: 'Логин не должен содержать невидимых и управляющих символов',
  mixedScript: 'Логин не должен смешивать буквы разных алфавитов (латиницу и кириллицу)',
} as const;

export const VISIBLE_TEXT_MESSAGE = 'Текст не должен содержать невидимых и управляющих символов';

export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text);
}

/** A login as it is stored and looked up: compatibility forms folded (NFKC), ends trimmed. */
export function normalizeLogin(login: string): string {
  return login.normalize('NFKC').trim();
}

export function isMixedScript(text: string): boolean {
  return SCRIPTS.filter((script) => script.test(text)).length > 1;
}

export type LoginProblem = keyof typeof LOGIN_MESSAGES;

/** Why a (normalized) login cannot be registered, or null. */
export function loginProblem(login: string): LoginProblem | null {
  if (hasInvisibleCharacters(login)) return 'invisible';
  if (isMixedScript(login)) return 'mixedScript';
  return null;
}

/**
 * What a login looks like, for "is this taken": two logins with one skeleton are confusable
 * and cannot both exist (after UTS #39's skeleton, limited to case and cross-script letters).
 */
export function loginSkeleton(login: string): string {
  return normalizeLogin(login)
    .toLowerCase()
    .replace(LOOK_ALIKE, (letter) => LOOK_ALIKES[letter] ?? letter);
}
