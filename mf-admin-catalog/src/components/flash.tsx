import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useState,
} from 'react';

export type FlashSeverity = 'success' | 'error' | 'info';

interface Flash {
  id: number;
  severity: FlashSeverity;
  text: string;
}

type Notify = (severity: FlashSeverity, text: string) => void;

const FlashContext = createContext<Notify>(() => undefined);

// The Snackbar belongs to MUI's overlay group; a page that never shows a message does not
// download it.
const FlashSnackbar = lazy(() => import('./flash-snackbar'));

/**
 * One message area for the whole remote, so a message survives the navigation that follows
 * an action (save a product, then back to the list).
 */
export function FlashProvider({ children }: { children: ReactNode }) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const notify = useCallback<Notify>((severity, text) => {
    setFlash({ id: Date.now() + Math.random(), severity, text });
  }, []);
  return (
    <FlashContext.Provider value={notify}>
      {children}
      {flash && (
        <Suspense fallback={null}>
          <FlashSnackbar {...flash} onClose={() => setFlash(null)} />
        </Suspense>
      )}
    </FlashContext.Provider>
  );
}

/** Shows a message at the bottom of the page (what an action did, or why it did nothing). */
export function useNotify(): Notify {
  return useContext(FlashContext);
}
