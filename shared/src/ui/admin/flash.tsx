import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useState,
} from 'react';
import type { FlashSeverity } from './flash-snackbar';

export type { FlashSeverity };

interface Flash {
  id: number;
  severity: FlashSeverity;
  text: string;
}

type Notify = (severity: FlashSeverity, text: string) => void;

const FlashContext = createContext<Notify>(() => undefined);

// The Snackbar belongs to MUI's overlay group: a page that never shows a message (the
// statistics page every administrator lands on) does not download it.
const FlashSnackbar = lazy(() => import('@storefront/shared/ui/admin/flash-snackbar'));

/**
 * One message area for a whole remote, so a message survives the navigation that follows an
 * action (save on an edit page, then back to the list) and a bulk run that ends after its tab
 * was left. Each back-office remote mounts one around its routes.
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

/** Shows a message at the bottom of the page (spec 8's success and failure texts). */
export function useNotify(): Notify {
  return useContext(FlashContext);
}
