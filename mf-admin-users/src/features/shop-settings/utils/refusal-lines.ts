import { isApiError } from '@storefront/shared/api-client';
import type { Translate } from '../../../i18n';
import { FIELD_LABELS, SETTINGS_FIELDS, type SettingsValues } from './settings-values';

const isField = (part: unknown): part is keyof SettingsValues =>
  SETTINGS_FIELDS.includes(part as keyof SettingsValues);

/**
 * Why the server refused, as it said it (a `detail` text, or one line per schema issue, named
 * by the field's label); a failure without words (the network) gets the generic line only.
 */
export function refusalLines(error: unknown, t: Translate): string[] {
  const detail = isApiError(error) ? error.detail : undefined;
  if (typeof detail === 'string' && detail.trim()) return [detail];
  if (Array.isArray(detail)) {
    const lines = detail.map(({ loc, msg }) => {
      const field = loc.find(isField);
      return field ? t('settings.issue', { field: t(FIELD_LABELS[field]), message: msg }) : msg;
    });
    // Each line once: they key the alert's rows.
    return [...new Set(lines)];
  }
  return [];
}
