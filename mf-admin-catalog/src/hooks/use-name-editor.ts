import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useState } from 'react';
import type { NameValues } from '../components/name-dialog';
import { useCatalogTranslation } from '../i18n';

export interface NameEditorCalls<T> {
  create: (values: NameValues) => Promise<unknown>;
  update: (item: T, values: NameValues) => Promise<unknown>;
  /** Refetch the lists after a change. */
  afterwards: () => unknown;
  /** Message keys of the flash after a create and after a save. */
  texts: { created: string; saved: string };
}

interface EditorState<T> {
  open: boolean;
  /** null: adding. Kept after closing, so the dialog does not change while it fades out. */
  item: T | null;
  /** Changes with every opening, so the dialog starts from the item's values each time. */
  key: number;
}

/** The add and edit dialog of cities and districts: which item is open, and the save. */
export function useNameEditor<T extends { id: number; name: string; is_active: boolean }>(
  calls: NameEditorCalls<T>,
) {
  const { t } = useCatalogTranslation();
  const notify = useNotify();
  const [state, setState] = useState<EditorState<T>>({ open: false, item: null, key: 0 });
  const open = (item: T | null) => setState((s) => ({ open: true, item, key: s.key + 1 }));
  const close = () => setState((s) => ({ ...s, open: false }));

  /** Throws on failure, so the dialog stays open and shows why. */
  const save = async (values: NameValues) => {
    const { item } = state;
    if (item) await calls.update(item, values);
    else await calls.create(values);
    notify('success', t(item ? calls.texts.saved : calls.texts.created));
    close();
    void calls.afterwards();
  };

  return {
    isOpen: state.open,
    editing: state.item,
    key: state.key,
    add: () => open(null),
    edit: (item: T) => open(item),
    close,
    save,
  };
}
