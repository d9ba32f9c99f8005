import { FormHelperText, Stack, Typography } from '@storefront/shared/mui/core';
import { isEnabled, type Slot } from '../utils/slots';
import { ImageSlot } from './image-slot';

export const IMAGES_HINT = 'До 5 квадратных изображений: первое — логотип';

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
  return (
    <Stack component="fieldset" spacing={1} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ p: 0 }}>
        Изображения
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {IMAGES_HINT}
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
