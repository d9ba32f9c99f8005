import { Box } from '@storefront/shared/mui/core';
import { ResponsiveImage } from '@storefront/shared/ui/responsive-image';
import { imageSrc } from '../utils/image-src';
import { ImageIcon } from './icons';

export interface ProductImageProps {
  src: string;
  alt: string;
  /** The width it is drawn at per breakpoint (utils/image-sizes). */
  sizes: string;
  /** The square's side for the width/height attributes: the box never shifts. */
  side: number;
  /** The page's largest image: fetched at once, first. */
  priority?: boolean;
}

/**
 * Laid over the whole square: a percentage height inside the aspect-ratio box would fall back to
 * the photo's own proportions, leaving a band above a landscape photo.
 */
const FILL = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
} as const;

/**
 * A square picture of a product at the size it is shown (issue 21), or a placeholder icon when
 * it has none. The square box is reserved before the image arrives.
 */
export function ProductImage({ src, alt, sizes, side, priority = false }: ProductImageProps) {
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '1 / 1',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {src ? (
        <ResponsiveImage
          src={src}
          alt={alt}
          sizes={sizes}
          width={side}
          height={side}
          priority={priority}
          resolve={imageSrc}
          style={FILL}
        />
      ) : (
        <ImageIcon color="disabled" fontSize="large" />
      )}
    </Box>
  );
}
