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
    'not an address',
    'shop@localhost',
    '',
  ])('makes no link of %s, which is not an address', (email) => {
    expect(mailtoHref(email)).toBeNull();
  });

  it('encodes the parts of an address, so nothing in it starts a query or a scheme', () => {
    // The settings' rule lets this through (one @, a dotted domain); encoded, it stays a mailto:
    // to a local part nobody has, and its ':' and '/' are inert.
    const href = mailtoHref('javascript:alert(1)//@x.com');
    expect(href).toBe('mailto:javascript%3Aalert(1)%2F%2F@x.com');
    expect(href).not.toContain('?');
    expect(mailtoHref('a&b=c@shop.example')).toBe('mailto:a%26b%3Dc@shop.example');
    expect(mailtoHref('shop@example.com?bcc=x')).toBe('mailto:shop@example.com%3Fbcc%3Dx');
  });
});
