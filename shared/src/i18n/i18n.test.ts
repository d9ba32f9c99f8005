import { changeLanguage } from './i18n';

describe('changeLanguage', () => {
  afterEach(() => changeLanguage('ru'));

  it('keeps the choice for the page (localStorage) and for the server (the language cookie)', async () => {
    await changeLanguage('en');
    expect(localStorage.getItem('language')).toBe('en');
    // The server renders the public pages in it (issue 21).
    expect(document.cookie).toContain('language=en');
    expect(document.documentElement.lang).toBe('en');
  });
});
