import ru from '../../../locales/ru.json';

/**
 * The wizard's own Russian sentences beyond the spec's, for the tests that assert them; the
 * wizard itself shows them through its message keys in the chosen language.
 */
export const WIZARD_TEXTS = { draftKept: ru.wizard.draftKept } as const;
