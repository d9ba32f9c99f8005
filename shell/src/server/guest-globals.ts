/**
 * A server render is a guest's first visit: nothing stored. Modules that read the browser's
 * storage when they load (the theme, the language, the token) get an empty one instead of a
 * ReferenceError, and what they write goes nowhere. Runs in the renderer's own worker thread,
 * so nothing of it reaches the API.
 */
class EmptyStorage {
  readonly length = 0;
  clear(): void {}
  getItem(): string | null {
    return null;
  }
  key(): string | null {
    return null;
  }
  removeItem(): void {}
  setItem(): void {}
}

export function installGuestGlobals(): void {
  const scope = globalThis as Record<string, unknown>;
  scope.localStorage ??= new EmptyStorage();
  scope.sessionStorage ??= new EmptyStorage();
}
