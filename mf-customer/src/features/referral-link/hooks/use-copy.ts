import { type RefObject, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long 'Ссылка скопирована' stays. */
export const COPIED_MS = 4000;

/**
 * Copies `text` with the clipboard API. It is missing on a page served over plain http and may
 * be refused by the browser's permission; then the field's text is selected instead, so Ctrl+C
 * (or a long press on a phone) copies it, and the message says so.
 */
export function useCopy(text: string, field: RefObject<HTMLInputElement | null>) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
      timer.current = setTimeout(() => setState('idle'), COPIED_MS);
    } catch {
      setState('failed');
      field.current?.focus();
      field.current?.select();
    }
  };
  return { state, copy };
}
