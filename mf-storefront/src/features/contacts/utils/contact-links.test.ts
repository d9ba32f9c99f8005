import { mailtoHref, telHref } from './contact-links';

describe('contact links', () => {
  it.each([
    ['+7 (843) 123-45-67', 'tel:+78431234567'],
    ['8 800 555-35-35', 'tel:88005553535'],
    ['+7 843 +1', 'tel:+78431'],
    ['по договорённости', null],
  ])('calls %s as %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it('writes to the address as saved', () => {
    expect(mailtoHref(' shop@example.com ')).toBe('mailto:shop@example.com');
  });

  it.each([
    'support?cc=attacker%40evil.example&bcc=x@y.example&subject=hi@shop.example',
    'javascript:alert(1)//@x.com',
    'a&b=c@shop.example',
    'shop@example.com?bcc=x',
    'not an address',
    'shop@localhost',
    '',
  ])('makes no link of %s, which is not an address', (email) => {
    expect(mailtoHref(email)).toBeNull();
  });

  it('encodes the parts of an address the rule lets through', () => {
    // Characters an address may hold but a URL reads (`+`, `'`, Cyrillic) stay inert.
    expect(mailtoHref("o'brien+shop@магазин.рф")).toBe(
      `mailto:o'brien%2Bshop@${encodeURIComponent('магазин.рф')}`,
    );
  });
});
