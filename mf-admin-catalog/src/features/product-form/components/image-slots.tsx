import { FormHelperText, Stack, Typography } from '@storefront/shared/mui/core';
import { russianText, useCatalogTranslation } from '../../../i18n';
import { isEnabled, type Slot } from '../utils/slots';
import { ImageSlot } from './image-slot';

// The Russian hint, as the tests of the spec's words read it.
export const IMAGES_HINT = russianText('productForm.images.hint');

export interface ImageSlotsProps {
  slots: readonly Slot[];
  locked: boolean;
  /** 'Логотип товара обязателен', or why a chosen file was refused. */
  error?: string;
  onPick: (index: number, file: File) => void;
  onRemove: (index: number) => void;
}

/** Spec 2.9: five slots, the logo first, each enabled once the previous one is filled. */
export function ImageSlots({ slots, locked, error, onPick, onRemove }: ImageSlotsProps) {
  const { t } = useCatalogTranslation();
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ p: 0 }}>
        {t('productForm.images.legend')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('productForm.images.hint')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {slots.map((slot, index) => (
          <ImageSlot
            // The slots are a fixed row of five: the position is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
            key={index}
            index={index}
            slot={slot}
            enabled={isEnabled(slots, index)}
            locked={locked}
            onPick={(file) => onPick(index, file)}
            onRemove={() => onRemove(index)}
          />
        ))}
      </Stack>
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
