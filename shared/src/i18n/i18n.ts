/**
 * ONE i18next instance for the shell and every remote: this module is a federation singleton
 * (shared/build/federation-shared.cjs), as is i18next itself; its React binding is
 * `./use-translation`. Each package owns its messages under a namespace of its own and
 * registers them with
 * `registerMessages`: the default language's bundle ships inside the package's own code (no
 * extra request, no loading flash), every other language is a chunk loaded when it is chosen.
 * So a remote's team changes its texts and ships without a shell rebuild.
 */
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
// The server renders the public pages in the visitor's language (issue 21): it reads this cookie.
import { rememberForServer } from '../ssr/choice-cookie';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_KEY,
  LANGUAGES,
  type Language,
  storedLanguage,
} from './language';

export type Messages = { [key: string]: string | Messages };
type LoadMessages = () => Promise<{ default: Messages } | Messages>;

const lazyBundles = new Map<string, LoadMessages>();

export const i18n = i18next.createInstance();

void i18n
  .use(
    resourcesToBackend(async (language: string, namespace: string) => {
      const load = lazyBundles.get(`${language}/${namespace}`);
      if (!load) return {};
      const loaded = await load();
      return 'default' in loaded ? loaded.default : loaded;
    }),
  )
  .init({
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [],
    // Synchronous: the bundled Russian texts are there before the first render.
    initAsync: false,
    // `{name}` as the spec writes placeholders ('Обработано {n} из {count}').
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  });

/**
 * Registers a package's messages: `bundled` (the default language) at once, the others as
 * loaders run when that language is first needed.
 */
export function registerMessages(
  namespace: string,
  bundled: Messages,
  others: Partial<Record<Exclude<Language, typeof DEFAULT_LANGUAGE>, LoadMessages>>,
): void {
  if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, namespace)) {
    i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, bundled);
  }
  for (const [language, load] of Object.entries(others) as [Language, LoadMessages][]) {
    lazyBundles.set(`${language}/${namespace}`, load);
  }
}

/** The language chosen (set at once by changeLanguage, before its messages have loaded). */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

function safeStored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

function applyToDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Switches every package at once: the new language's messages of every registered namespace
 * load first, then everything re-renders in it. Kept for the visitor in localStorage.
 */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice lasts for this page.
  }
  rememberForServer(LANGUAGE_KEY, language);
  applyToDocument(language);
  await i18n.changeLanguage(language);
}

/** Loads the current language's messages of these namespaces (the shell awaits its own). */
export async function loadMessages(namespaces: string[]): Promise<void> {
  await i18n.loadNamespaces(namespaces);
}

applyToDocument(currentLanguage());
// A choice stored before the server read cookies reaches it from the next page on.
if (typeof localStorage !== 'undefined' && isLanguage(safeStored())) {
  rememberForServer(LANGUAGE_KEY, currentLanguage());
}

// Another tab switched: follow it, as the theme and the session do.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === LANGUAGE_KEY && isLanguage(event.newValue)) {
      void changeLanguage(event.newValue);
    }
  });
}
