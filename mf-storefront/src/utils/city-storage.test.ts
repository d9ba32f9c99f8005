import { CITY_STORAGE_KEY, parseCityId, readRememberedCity, rememberCity } from './city-storage';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: test-only, forgetting the remembered city.
  document.cookie = 'city_id=; path=/; max-age=0';
});

describe('the remembered city', () => {
  it('is written to localStorage and to a cookie for every path, for a year, SameSite=Lax', () => {
    const setter = jest.spyOn(Document.prototype, 'cookie', 'set');
    rememberCity(7);
    expect(localStorage.getItem(CITY_STORAGE_KEY)).toBe('7');
    expect(setter).toHaveBeenCalledWith('city_id=7; path=/; max-age=31536000; SameSite=Lax');
  });

  it('is read from the cookie before localStorage', () => {
    rememberCity(7);
    localStorage.setItem(CITY_STORAGE_KEY, '3');
    expect(readRememberedCity()).toBe(7);
  });

  it('ignores what is not an id', () => {
    localStorage.setItem(CITY_STORAGE_KEY, '1e3');
    expect(readRememberedCity()).toBeNull();
    expect(parseCityId('0')).toBeNull();
    expect(parseCityId(' 5')).toBeNull();
    expect(parseCityId('12')).toBe(12);
  });
});
