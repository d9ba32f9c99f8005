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
});
