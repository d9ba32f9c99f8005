import { imageSrc } from '@storefront/shared/images/image-src';
import { Box, Button, CircularProgress, IconButton, Typography } from '@storefront/shared/mui/core';
import { ResponsiveImage } from '@storefront/shared/ui/responsive-image';
import { type ChangeEvent, useRef } from 'react';
import { CloseIcon, ImageIcon } from '../../../components/icons';
import { useCatalogTranslation } from '../../../i18n';
import { useObjectUrl } from '../hooks/use-object-url';
import { type Slot, slotLabel } from '../utils/slots';

/** A slot is this many CSS px square, whatever the screen. */
const SLOT_SIDE = 132;
const IMAGE_STYLE = { width: '100%', height: '100%', objectFit: 'cover' } as const;

export interface ImageSlotProps {
  index: number;
  slot: Slot;
  /** False until the previous slot is filled (spec 2.9). */
  enabled: boolean;
  /** The whole form is busy (sending, or another image uploading). */
  locked: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/** One square image slot: preview, a file picker ('Выбрать' or 'Заменить') and remove. */
export function ImageSlot({ index, slot, enabled, locked, onPick, onRemove }: ImageSlotProps) {
  const { t } = useCatalogTranslation();
  const label = slotLabel(t, index);
  const local = slot.kind === 'file' || slot.kind === 'uploading' ? slot.file : null;
  const preview = useObjectUrl(local);
  const uploading = slot.kind === 'uploading';
  const disabled = !enabled || locked;
  const input = useRef<HTMLInputElement>(null);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after removing it still fires a change.
    event.target.value = '';
    if (file) onPick(file);
  };

  return (
    <Box sx={{ width: SLOT_SIDE }}>
      <Typography variant="caption" component="p" color="text.secondary">
        {label}
      </Typography>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '1 / 1',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          opacity: enabled ? 1 : 0.5,
        }}
      >
        {slot.kind === 'url' ? (
          // A saved upload: the 160 or 320 px derivative, not the phone photo itself.
          <ResponsiveImage
            src={slot.url}
            resolve={imageSrc}
            alt={label}
            sizes={`${SLOT_SIDE}px`}
            width={SLOT_SIDE}
            height={SLOT_SIDE}
            style={IMAGE_STYLE}
          />
        ) : preview ? (
          // A file not sent yet: its blob: URL has no sizes, it is shown as picked.
          <Box component="img" src={preview} alt={label} sx={IMAGE_STYLE} />
        ) : (
          <ImageIcon color="disabled" fontSize="large" />
        )}
        {uploading && (
          <CircularProgress
            aria-label={t('productForm.images.uploadingSlot', { slot: label })}
            sx={{ position: 'absolute' }}
          />
        )}
        {slot.kind !== 'empty' && !uploading && (
          <IconButton
            size="small"
            aria-label={t('productForm.images.removeSlot', { slot: label })}
            title={t('productForm.images.remove')}
            onClick={onRemove}
            disabled={locked}
            sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper' }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {/* A real button opening the hidden input: a <label> styled as one was reachable by Tab
          but ignored Enter and Space, so a keyboard could not pick an image. */}
      <Button
        size="small"
        disabled={disabled}
        fullWidth
        sx={{ mt: 0.5 }}
        onClick={() => input.current?.click()}
      >
        {t(slot.kind === 'empty' ? 'productForm.images.choose' : 'productForm.images.replace')}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept="image/*"
        name={`image-${index}`}
        aria-label={label}
        disabled={disabled}
        onChange={change}
      />
    </Box>
  );
}
