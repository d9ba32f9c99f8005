import { Box } from '@storefront/shared/mui/core';
import { imageSrc } from '../utils/image-src';
import { ImageIcon } from './icons';

/** A square picture of a product, or a placeholder icon when it has none. */
export function ProductImage({ src, alt }: { src: string; alt: string }) {
  return (
    <Box
      sx={{
        aspectRatio: '1 / 1',
        bgcolor: 'action.hover',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
      }}
    >
      {src ? (
        <Box
          component="img"
          src={imageSrc(src)}
          alt={alt}
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <ImageIcon color="disabled" fontSize="large" />
      )}
    </Box>
  );
}
