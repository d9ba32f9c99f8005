/**
 * What the settings' `email` must look like when set (the server's rule; the form checks the
 * same). /contacts puts it into a `mailto:` link, so it must be an address and nothing more
 * (issue 20: `support?cc=…&bcc=…@shop.example` and `javascript:alert(1)//@x.com` passed the
 * older "one @, no spaces" rule). The local part is the WHATWG input[type=email] set less what
 * means something in a URL (`? / # % & =`, and `:` `(` `)` `,` `;` `<` `>` `@` that it never
 * allowed): letters a–z, digits and `. ! $ ' * + ^ _ \` { | } ~ -`. The domain is two or more
 * dot-separated labels of letters, digits and inner hyphens; letters may be any alphabet's, so
 * `shop@магазин.рф` is an address (a link encodes it), and so is its punycode spelling.
 */
export const SETTINGS_EMAIL =
  /^[A-Za-z0-9.!$'*+^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u;
