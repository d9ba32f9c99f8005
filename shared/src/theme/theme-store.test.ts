describe('theme store', () => {
  // The store reads storage once when its module loads, so each case loads a fresh copy.
  function loadStore() {
    let store!: typeof import('./theme-store');
    jest.isolateModules(() => {
      store = require('./theme-store');
    });
    return store.useThemeStore;
  }

  it('is dark by default', () => {
    expect(loadStore().getState().mode).toBe('dark');
  });

  it('starts light when light was stored', () => {
    localStorage.setItem('theme', 'light');
    expect(loadStore().getState().mode).toBe('light');
  });

  it('ignores an unknown stored value', () => {
    localStorage.setItem('theme', 'purple');
    expect(loadStore().getState().mode).toBe('dark');
  });

  it('tells the server each choice in the theme cookie, and a light choice stored before', () => {
    localStorage.setItem('theme', 'light');
    const useThemeStore = loadStore();
    expect(document.cookie).toContain('theme=light');
    useThemeStore.getState().toggle();
    expect(document.cookie).toContain('theme=dark');
  });

  it('stores each toggle', () => {
    const useThemeStore = loadStore();
    useThemeStore.getState().toggle();
    expect(useThemeStore.getState().mode).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    useThemeStore.getState().toggle();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
