import { redirectTarget } from './redirect-target';

const own = ['/login', '/register'];

describe('redirectTarget', () => {
  it('keeps a remembered in-site path with its query', () => {
    expect(redirectTarget('/user/orders?page=2', own)).toBe('/user/orders?page=2');
  });

  it.each([
    ['nothing remembered', undefined],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['an absolute URL', 'https://evil.example/'],
    ['the login page itself', '/login?x=1'],
    ['the registration page', '/register'],
  ])('goes home for %s', (_case, from) => {
    expect(redirectTarget(from, own)).toBe('/');
  });
});
