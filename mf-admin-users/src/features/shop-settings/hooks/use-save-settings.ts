import type { ShopSettings } from '@storefront/shared/contract/shop-settings';
import { useValidatedForm } from '@storefront/shared/forms';
import { refreshLowStockCount } from '@storefront/shared/shop/low-stock';
import { replaceShopSettings } from '@storefront/shared/shop/settings';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { type FormEvent, useRef, useState } from 'react';
import { useAdminUsersTranslation } from '../../../i18n';
import { saveShopSettings } from '../api/save-shop-settings';
import { refusalLines } from '../utils/refusal-lines';
import {
  type SettingsValues,
  sameValues,
  settingsPayload,
  settingsValues,
} from '../utils/settings-values';
import { validateSettings } from '../utils/validate-settings';

/** Why the last save failed: the server's lines (maybe none: then only the generic title). */
export type Refusal = string[] | null;

/**
 * The settings form (shop-spec 2.4): checked on submit, then on every change; sent once however
 * often 'Сохранить' is pressed while a save is under way. A refusal keeps everything typed; a
 * save replaces the shared settings entry, so the shell's wordmark changes at once.
 */
export function useSaveSettings(loaded: ShopSettings) {
  const { t } = useAdminUsersTranslation();
  const notify = useNotify();
  const [initial] = useState(() => settingsValues(loaded));
  const form = useValidatedForm<SettingsValues>(initial, (values) => validateSettings(values, t));
  /** What the server holds as far as this page knows: unsaved changes differ from it. */
  const [stored, setStored] = useState(initial);
  const [refusal, setRefusal] = useState<Refusal>(null);
  const [saving, setSaving] = useState(false);
  // A second click can arrive before React renders the disabled button: the ref is at once.
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || !form.check()) return;
    inFlight.current = true;
    setSaving(true);
    setRefusal(null);
    const sent = form.values;
    try {
      const saved = await saveShopSettings(settingsPayload(sent));
      void replaceShopSettings(saved);
      setStored(sent);
      notify('success', t('settings.saved'));
      // Another threshold moves products into or out of 'Мало на складе' (the menu's count).
      void refreshLowStockCount();
    } catch (error) {
      setRefusal(refusalLines(error, t));
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  return {
    ...form,
    submit,
    saving,
    refusal,
    dirty: !sameValues(form.values, stored),
  };
}
