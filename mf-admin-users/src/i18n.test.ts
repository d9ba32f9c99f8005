import { ACTIVITY_ACTIONS, ACTIVITY_RESOURCES } from '@storefront/shared/activity';
import { COMPLETE_MESSAGES, checkMessages } from '@storefront/shared/check-messages';
import { i18n } from '@storefront/shared/i18n';
import { ROLES } from '@storefront/shared/permissions';
import { LOGIN_MESSAGES } from '@storefront/shared/text-safety';
import { ADMIN_USERS_NAMESPACE } from './i18n';
import en from './locales/en.json';
import ru from './locales/ru.json';

type Messages = { [key: string]: string | Messages };

const LANGUAGES = { ru, en } as Record<string, Messages>;

/** The message at a dotted key, if it is a text. */
function message(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

it("keeps this remote's messages complete in both languages, and every one used", () => {
  expect(checkMessages(__dirname)).toEqual(COMPLETE_MESSAGES);
});

// The families read through template literals (t(`activity.actions.${action}`)): every value
// the code can pass has its message in both languages.
describe.each(Object.keys(LANGUAGES))('message families in %s', (language) => {
  const messages = LANGUAGES[language] as Messages;
  const families: [string, readonly string[]][] = [
    ['activity.actions', Object.keys(ACTIVITY_ACTIONS)],
    ['activity.resources', Object.keys(ACTIVITY_RESOURCES)],
    ['roles', ROLES],
    ['roleDescriptions', ROLES],
    ['createUser.errors.login', Object.keys(LOGIN_MESSAGES)],
  ];

  it.each(families)('%s has a message for every value', (prefix, values) => {
    const missing = values.filter((value) => !message(messages, `${prefix}.${value}`));
    expect(missing).toEqual([]);
  });
});

it('keeps the Russian action and resource names the API writes (shared/activity)', () => {
  for (const [action, { label }] of Object.entries(ACTIVITY_ACTIONS)) {
    expect(message(ru, `activity.actions.${action}`)).toBe(label);
  }
  for (const [type, label] of Object.entries(ACTIVITY_RESOURCES)) {
    expect(message(ru, `activity.resources.${type}`)).toBe(label);
  }
  for (const [problem, text] of Object.entries(LOGIN_MESSAGES)) {
    expect(message(ru, `createUser.errors.login.${problem}`)).toBe(text);
  }
});

it('counts events with the Russian plural forms', () => {
  const t = i18n.getFixedT('ru', ADMIN_USERS_NAMESPACE);
  const totals = [1, 2, 5, 11, 21, 22, 25].map((count) =>
    t('activity.total', { count, total: String(count) }),
  );
  expect(totals).toEqual([
    '1 событие',
    '2 события',
    '5 событий',
    '11 событий',
    '21 событие',
    '22 события',
    '25 событий',
  ]);
});
