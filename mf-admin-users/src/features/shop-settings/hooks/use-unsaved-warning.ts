import { useEffect } from 'react';

/**
 * Asks the browser to confirm a reload or a closed tab while there are unsaved changes (the
 * browser words the question itself). Moves inside the app are not held: the shell's router
 * has no blocking, and what was typed is one 'Сохранить' away anyway.
 */
export function useUnsavedWarning(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
