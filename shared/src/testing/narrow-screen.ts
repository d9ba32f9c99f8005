// Test-only: imported by *.test.tsx files, never by application code.

/**
 * A phone-sized screen for MUI's useMediaQuery (breakpoint down 'sm'), where back-office rows
 * fold their actions into a 'Действия' menu; returns the undo. jsdom has no matchMedia at all.
 */
export function narrowScreen(): () => void {
  const matchMedia = jest.fn((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  }));
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
  return () => Reflect.deleteProperty(window, 'matchMedia');
}
