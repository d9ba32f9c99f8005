/**
 * shared's texts for code outside React (validators run at submit time, the API client's
 * fallback details): each call reads the language shown at that moment.
 */
import { i18n } from '@storefront/shared/i18n';
import { SHARED_NAMESPACE } from '@storefront/shared/i18n/shared-messages';

export const t = i18n.getFixedT(null, SHARED_NAMESPACE);

/**
 * Waits for shared's texts in the current language. Russian is bundled; English is a chunk
 * that no component may have asked for yet (an error on the sign-in page, before any shared
 * building block rendered). A failed load leaves the Russian fallback.
 */
export async function sharedTextsReady(): Promise<void> {
  if (i18n.hasLoadedNamespace(SHARED_NAMESPACE)) return;
  try {
    await i18n.loadNamespaces(SHARED_NAMESPACE);
  } catch {
    // The Russian texts stand in.
  }
}
