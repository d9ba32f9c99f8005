import type { CSSProperties } from 'react';
import {
  densityCappedSizes,
  derivativeSrcSet,
  derivativeUrl,
  hasDerivatives,
  IMAGE_FORMAT_TYPES,
} from '../images/image-sizes';

export interface ResponsiveImageProps {
  /** The upload's address as the API answers it ('/api/v1/upload/files/x.jpg'), or any URL. */
  src: string;
  alt: string;
  /**
   * The CSS width the image is shown at, per breakpoint, e.g. '(min-width: 900px) 25vw, 50vw'
   * (asked for at no more than 2x: `densityCappedSizes`).
   */
  sizes: string;
  /** The box it is drawn in (CSS px, for the width/height attributes: no layout shift). */
  width: number;
  height: number;
  /**
   * The page's largest image: fetched at once and first (`fetchpriority="high"`, not lazy).
   * Everything else waits until it nears the viewport.
   */
  priority?: boolean;
  /** Turns the API's path into the address the browser fetches (another API origin). */
  resolve?: (url: string) => string;
  className?: string;
  style?: CSSProperties;
}

/**
 * An uploaded picture at the size it is shown (issue 21): a `<picture>` offering the WebP
 * derivatives with a JPEG fallback, both as `srcset` for `sizes` to pick from, so a phone
 * downloads a 320 px card instead of a 4000 px original. An address that is not one of our
 * uploads has no derivatives and is shown as is.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  width,
  height,
  priority = false,
  resolve = (url) => url,
  className,
  style,
}: ResponsiveImageProps) {
  // What every <img> here carries, whichever file it shows (alt is written on each, where the
  // linter can see it).
  const shown = {
    width,
    height,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : ('auto' as const),
    decoding: 'async' as const,
    className,
    style,
  };
  if (!hasDerivatives(src)) return <img src={resolve(src)} alt={alt} {...shown} />;
  const base = resolve(src);
  const asked = densityCappedSizes(sizes);
  return (
    <picture style={{ display: 'contents' }}>
      <source
        type={IMAGE_FORMAT_TYPES.webp}
        srcSet={derivativeSrcSet(base, 'webp')}
        sizes={asked}
      />
      <img
        src={derivativeUrl(base, 640, 'jpg')}
        srcSet={derivativeSrcSet(base, 'jpg')}
        sizes={asked}
        alt={alt}
        {...shown}
      />
    </picture>
  );
}
