import { SETTINGS_EMAIL } from './email';

describe('SETTINGS_EMAIL: an address and nothing a mailto: link could read more into', () => {
  it.each([
    'shop@example.ru',
    'support@shop.example',
    'first.last+tag@mail.example.co.uk',
    "o'neil@example.com",
    'a_b-c@sub-domain.example',
    'shop@магазин.рф',
    'shop@xn--80aswg.xn--p1ai',
  ])('accepts %s', (email) => {
    expect(SETTINGS_EMAIL.test(email)).toBe(true);
  });

  it.each([
    // Issue 20's payloads: header fields smuggled into the link, and a script URL.
    'support?cc=attacker%40evil.example&bcc=spy%40evil.example&subject=hi@shop.example',
    'javascript:alert(1)//@x.com',
    'a/b@example.com',
    'a#b@example.com',
    'a%40b@example.com',
    'a&b@example.com',
    'a=b@example.com',
    'a:b@example.com',
    'a b@example.com',
    'a@b',
    'a@@b.example',
    'a@-b.example',
    'a@b-.example',
    'a@b..example',
    'a@.example',
    'a@b.example.',
    'a@b.exa mple',
    'a@b.example?x=1',
    'почта@example.ru',
    '',
  ])('refuses %s', (email) => {
    expect(SETTINGS_EMAIL.test(email)).toBe(false);
  });
});
