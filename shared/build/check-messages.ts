/**
 * The check every package's messages test runs (issue 13; node only, so outside src/ and never
 * a federation-shared module): both languages hold the same keys,
 * every key the code asks for exists, and every key exists because the code uses it.
 *
 * "Used" is found in the package's non-test sources: a key is used when it appears there as a
 * whole string literal ('users.title'). A family of keys read by a value (one per role, per
 * action) is used as a whole through a template literal naming its prefix: t(`roles.${role}`)
 * uses every `roles.*` key; a test of the package should then check the family covers every
 * value. A plural key (`count_one`, `count_few`, `count_many`, `count_other`) is used through
 * its base (`count`), and the languages are compared by base, since Russian has more forms.
 * A list's texts named by their group, `listTexts(t, 'orders')` and `searchTexts(t, 'orders')`
 * (the admin list kit), ask for and use that group's list keys (`orders.rows`, ...).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LIST_TEXT_KEYS, LOAD_ERROR_KEY, SEARCH_TEXT_KEYS } from '../src/ui/admin/list/list-texts';

type Messages = { [key: string]: string | Messages };

const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Keys the sources ask for: the literal first argument of a call to `t`. */
function requestedKeys(code: string): string[] {
  return [...code.matchAll(/\bt\(\s*['"]([^'"]+)['"]/g)].map((match) => match[1] as string);
}

/** The keys the list kit's text helpers ask for, by the literal group each call names. */
function listKitKeys(code: string): string[] {
  const calls = code.matchAll(/\b(listTexts|searchTexts)\(\s*\w+\s*,\s*['"]([\w.-]+)['"]/g);
  return [...calls].flatMap(([, helper, group]) =>
    helper === 'listTexts'
      ? [...LIST_TEXT_KEYS.map((key) => `${group}.${key}`), LOAD_ERROR_KEY]
      : SEARCH_TEXT_KEYS.map((key) => `${group}.${key}`),
  );
}

export interface MessagesReport {
  onlyInRussian: string[];
  onlyInEnglish: string[];
  /** Asked for by the code and missing from the Russian messages. */
  missing: string[];
  /** In the messages, used nowhere in the code. */
  unused: string[];
}

/** A package whose messages are whole: what each package's i18n test expects of it. */
export const COMPLETE_MESSAGES: MessagesReport = {
  onlyInRussian: [],
  onlyInEnglish: [],
  missing: [],
  unused: [],
};

/** @param srcDir the package's `src`, holding `locales/ru.json` and `locales/en.json` */
export function checkMessages(srcDir: string): MessagesReport {
  const read = (language: string) =>
    JSON.parse(readFileSync(join(srcDir, 'locales', `${language}.json`), 'utf8')) as Messages;
  const ru = flatten(read('ru'));
  const en = flatten(read('en'));
  const code = sources(srcDir)
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const families = [...code.matchAll(/`([\w.-]+\.)\$\{/g)].map((match) => match[1] as string);
  const kitKeys = listKitKeys(code);
  const used = (key: string) =>
    kitKeys.includes(key) ||
    code.includes(`'${key}'`) ||
    code.includes(`"${key}"`) ||
    families.some((prefix) => key.startsWith(prefix));
  const base = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL, '')))];
  const [ruBases, enBases] = [base(ru), base(en)];
  return {
    onlyInRussian: ruBases.filter((key) => !enBases.includes(key)),
    onlyInEnglish: enBases.filter((key) => !ruBases.includes(key)),
    missing: [...new Set([...requestedKeys(code), ...kitKeys])].filter(
      (key) => !ruBases.includes(key),
    ),
    unused: ruBases.filter((key) => !used(key)),
  };
}
