/**
 * The head of a public page (issue 21), as a link preview, a search engine and the browser's
 * preload scanner read it before any script runs: title, description, canonical URL, the ru and
 * en alternates, Open Graph and Twitter card tags, JSON-LD, and a preload of the page's largest
 * picture so it is fetched first. Pure: a description of the page in, HTML out.
 */
import type { Language } from '../../../i18n/language.ts';
import { type JsonLd, jsonLdScript } from './structured-data.ts';

export interface ShareImage {
  /** Absolute URL (Open Graph and Twitter need one). */
  url: string;
  alt: string;
}

/** What `<ResponsiveImage priority>` will ask for, so the preload and the <img> agree. */
export interface PreloadImage {
  href: string;
  srcset: string;
  sizes: string;
  type: string;
}

export interface PageHead {
  language: Language;
  title: string;
  description: string;
  siteName: string;
  /** Absolute URL of the page in Russian (the default language): canonical and hreflang ru. */
  canonical: string;
  ogType: 'website' | 'product';
  image: ShareImage | null;
  /** A product's offer, for Open Graph's product tags. */
  price: string | null;
  structuredData: JsonLd[];
  preload: PreloadImage | null;
  /** A page that is not there (a product not on sale): kept out of search results. */
  noindex?: boolean;
}

const OG_LOCALES: Record<Language, string> = { ru: 'ru_RU', en: 'en_GB' };

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The page in a language: Russian is the plain URL, English adds `lang=en`. */
export function inLanguage(canonical: string, language: Language): string {
  if (language === 'ru') return canonical;
  const url = new URL(canonical);
  url.searchParams.set('lang', language);
  return url.toString();
}

/** A description fit for a snippet: one line, at most ~160 characters, cut at a word. */
export function snippet(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

export function renderHead(head: PageHead): string {
  const own = inLanguage(head.canonical, head.language);
  const other: Language = head.language === 'ru' ? 'en' : 'ru';
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(own)}">`,
    `<link rel="alternate" hreflang="ru" href="${escapeHtml(head.canonical)}">`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(inLanguage(head.canonical, 'en'))}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.canonical)}">`,
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', own),
    meta('property', 'og:locale', OG_LOCALES[head.language]),
    meta('property', 'og:locale:alternate', OG_LOCALES[other]),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  }
  if (head.price !== null) {
    tags.push(
      meta('property', 'product:price:amount', head.price),
      meta('property', 'product:price:currency', 'RUB'),
      meta('property', 'og:price:amount', head.price),
      meta('property', 'og:price:currency', 'RUB'),
    );
  }
  if (head.preload) {
    const { href, srcset, sizes, type } = head.preload;
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(href)}" imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}" type="${escapeHtml(type)}" fetchpriority="high">`,
    );
  }
  for (const data of head.structuredData) tags.push(jsonLdScript(data));
  return tags.join('\n    ');
}
