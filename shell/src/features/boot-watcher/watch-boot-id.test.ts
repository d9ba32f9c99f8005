import { BOOT_ID_KEY, startBootWatcher } from './watch-boot-id';

function fakeCaches(names: string[]) {
  const store = new Set(names);
  const cacheStorage = {
    keys: jest.fn(async () => [...store]),
    delete: jest.fn(async (name: string) => store.delete(name)),
  };
  Object.defineProperty(globalThis, 'caches', { value: cacheStorage, configurable: true });
  return { cacheStorage, store };
}

describe('startBootWatcher', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    stop?.();
    jest.useRealTimers();
    delete (globalThis as { caches?: unknown }).caches;
  });

  function watch(answers: Array<string | Error>, visible = () => true) {
    const fetchBootId = jest.fn(async () => {
      const next = answers.length > 1 ? answers.shift() : answers[0];
      if (next instanceof Error) throw next;
      return next as string;
    });
    const reload = jest.fn();
    stop = startBootWatcher({ fetchBootId, reload, isVisible: visible });
    return { fetchBootId, reload };
  }

  it('stores the first boot id and keeps quiet while it stays the same', async () => {
    const { fetchBootId, reload } = watch(['boot-1']);
    await jest.advanceTimersByTimeAsync(0);
    expect(localStorage.getItem(BOOT_ID_KEY)).toBe('boot-1');
    await jest.advanceTimersByTimeAsync(15_000);
    expect(fetchBootId).toHaveBeenCalledTimes(4);
    expect(reload).not.toHaveBeenCalled();
  });

  it('checks every 5 seconds', async () => {
    const { fetchBootId } = watch(['boot-1']);
    await jest.advanceTimersByTimeAsync(4_999);
    expect(fetchBootId).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchBootId).toHaveBeenCalledTimes(2);
  });

  it('clears storage and caches and reloads once the boot id changes', async () => {
    const { cacheStorage, store } = fakeCaches(['swr', 'assets']);
    localStorage.setItem('access_token', 'secret');
    sessionStorage.setItem('draft', 'x');
    const { fetchBootId, reload } = watch(['boot-1', 'boot-2']);
    await jest.advanceTimersByTimeAsync(0);
    expect(reload).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(5_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem(BOOT_ID_KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(cacheStorage.delete).toHaveBeenCalledTimes(2);
    expect(store.size).toBe(0);

    // Stopped: no second reload while the page goes away.
    await jest.advanceTimersByTimeAsync(20_000);
    expect(fetchBootId).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("keeps the visitor's language through the clean-up", async () => {
    localStorage.setItem(BOOT_ID_KEY, 'old');
    localStorage.setItem('language', 'en');
    localStorage.setItem('theme', 'light');
    const { reload } = watch(['new']);
    await jest.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('theme')).toBeNull();
    expect(localStorage.getItem('language')).toBe('en');
    localStorage.removeItem('language');
  });

  it('reloads even where Cache Storage does not exist', async () => {
    localStorage.setItem(BOOT_ID_KEY, 'old');
    const { reload } = watch(['new']);
    await jest.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores failed checks', async () => {
    const { reload } = watch(['boot-1', new Error('503'), new Error('offline'), 'boot-1']);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(BOOT_ID_KEY)).toBe('boot-1');
  });

  it('does not poll while the page is hidden', async () => {
    const { fetchBootId } = watch(['boot-1'], () => false);
    await jest.advanceTimersByTimeAsync(20_000);
    expect(fetchBootId).not.toHaveBeenCalled();
  });
});
