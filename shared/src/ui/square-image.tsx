import { imageSrc } from '@storefront/shared/images/image-src';
import { Box, createSvgIcon } from '@storefront/shared/mui/core';
import { ResponsiveImage } from '@storefront/shared/ui/responsive-image';

/** Where a picture is missing (MUI's Image icon). */
const ImageIcon = createSvgIcon(
  <path d="M21 19V5c0-1.1-.9-2-2-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2M8.5 13.5l2.5 3.01L14.5 12l4.5 6H5z" />,
  'Image',
);

export interface SquareImageProps {
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
 * it has none: the storefront's cards and gallery, the back-office's product grid. The square
 * box is reserved before the image arrives.
 */
export function SquareImage({ src, alt, sizes, side, priority = false }: SquareImageProps) {
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
