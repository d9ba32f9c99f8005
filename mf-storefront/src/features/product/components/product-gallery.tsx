import { PRODUCT_IMAGE_SIZES } from '@storefront/shared/images';
import { imageSrc } from '@storefront/shared/images/image-src';
import { Box, ButtonBase } from '@storefront/shared/mui/core';
import { ResponsiveImage } from '@storefront/shared/ui/responsive-image';
import { SquareImage } from '@storefront/shared/ui/square-image';
import { useState } from 'react';
import { useStorefrontTranslation } from '../../../i18n';
import { THUMBNAIL_SIZE, THUMBNAIL_SIZES } from '../../../utils/image-sizes';

const FILL = { width: '100%', height: '100%', objectFit: 'cover', display: 'block' } as const;

/**
 * The logo first, then the other images; a row of thumbnail buttons switches the large one.
 * The large one is the page's largest image (fetched first); thumbnails ask for the smallest size.
 */
export function ProductGallery({ name, images }: { name: string; images: readonly string[] }) {
  const { t } = useStorefrontTranslation();
  const [shown, setShown] = useState(0);
  const current = Math.min(shown, Math.max(images.length - 1, 0));
  return (
    <Box>
      <SquareImage
        src={images[current] ?? ''}
        alt={t('gallery.image', { name, n: current + 1, total: images.length })}
        sizes={PRODUCT_IMAGE_SIZES}
        side={960}
        priority
      />
      {images.length > 1 && (
        <Box
          role="group"
          aria-label={t('gallery.label')}
          sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}
        >
          {images.map((src, index) => (
            <ButtonBase
              // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be shown twice.
              key={`${index}:${src}`}
              onClick={() => setShown(index)}
              aria-label={t('gallery.show', { n: index + 1, total: images.length })}
              aria-pressed={index === current}
              sx={{
                width: THUMBNAIL_SIZE,
                height: THUMBNAIL_SIZE,
                borderRadius: 1,
                overflow: 'hidden',
                border: 2,
                borderColor: index === current ? 'primary.main' : 'transparent',
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.light' },
              }}
            >
              <ResponsiveImage
                src={src}
                alt=""
                sizes={THUMBNAIL_SIZES}
                width={THUMBNAIL_SIZE}
                height={THUMBNAIL_SIZE}
                resolve={imageSrc}
                style={FILL}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
