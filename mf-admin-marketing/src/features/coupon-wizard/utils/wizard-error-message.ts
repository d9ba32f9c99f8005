import { isApiError } from '@storefront/shared/api-client';
import { type MarketingT, marketingT } from '../../../i18n';

/** The text a failed create carries: the server's detail or message, else spec 8's fallback. */
function errorText(error: unknown, t: MarketingT): string {
  if (isApiError(error)) {
    if (typeof error.detail === 'string' && error.detail.trim()) return error.detail;
    // Spec 8: a not-OK answer without a detail or message.
    return error.status === 422 ? 'validation error' : t('wizard.failure.noDetail');
  }
  return error instanceof Error ? error.message : '';
}

/**
 * Spec 8, wizard: 'credentials' means the session is gone, 'validation' (or a schema failure,
 * 422) that a field was refused; anything else is said with the server's own words, such as
 * the duplicate code's detail. `t` defaults to the language shown now.
 */
export function wizardErrorMessage(error: unknown, t: MarketingT = marketingT()): string {
  const text = errorText(error, t);
  if (text.includes('credentials') || (isApiError(error) && error.status === 401)) {
    return t('wizard.failure.auth');
  }
  if (text.toLowerCase().includes('validation')) return t('wizard.failure.validation');
  return t('wizard.failure.other', { message: text || t('wizard.failure.unknown') });
}
