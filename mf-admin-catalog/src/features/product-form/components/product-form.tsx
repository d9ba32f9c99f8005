import { Alert, Button, FormHelperText, Paper, Stack } from '@storefront/shared/mui/core';
import { FormControlLabel, Switch } from '@storefront/shared/mui/data';
import { TextArea } from '@storefront/shared/ui/text-area';
import { TextInput } from '@storefront/shared/ui/text-input';
import { type FormEvent, type RefObject, useId } from 'react';
import { NumberField } from '../../../components/number-field';
import { useCatalogTranslation } from '../../../i18n';
import { type Message, messageText } from '../../../utils/error-text';
import type { Slot } from '../utils/slots';
import type { ProductErrors, ProductText } from '../utils/validate-product';
import { ImageSlots } from './image-slots';

export interface ProductFormProps {
  formRef: RefObject<HTMLFormElement | null>;
  values: ProductText;
  onField: (field: keyof ProductText, value: string) => void;
  /** Shown in the shop, or a draft. */
  active: boolean;
  onActive: (active: boolean) => void;
  slots: readonly Slot[];
  onPick: (index: number, file: File) => void;
  onRemove: (index: number) => void;
  errors: ProductErrors;
  /** Why a chosen file was refused. */
  pickError: Message | null;
  /** A failure of the whole action ('Ошибка загрузки изображения', the server's reason). */
  message: Message | null;
  /** Fields and slots are locked while sending. */
  busy: boolean;
  /** The submit button may also wait for an image still uploading. */
  canSubmit: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
}

/** Spec 2.9: the create and edit form of a product. */
export function ProductForm(props: ProductFormProps) {
  const { values, errors, busy } = props;
  const { t } = useCatalogTranslation();
  const activeHintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Paper component="form" ref={props.formRef} noValidate onSubmit={submit} sx={{ p: 3 }}>
      <Stack spacing={2.5} sx={{ maxWidth: 760 }}>
        {props.message && (
          <Alert severity="error" role="alert">
            {messageText(t, props.message)}
          </Alert>
        )}
        <TextInput
          name="name"
          label={t('productForm.name')}
          autoComplete="off"
          value={values.name}
          onChange={(event) => props.onField('name', event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name}
          disabled={busy}
          fullWidth
        />
        <TextArea
          name="description"
          label={t('productForm.description')}
          value={values.description}
          onChange={(event) => props.onField('description', event.target.value)}
          error={Boolean(errors.description)}
          helperText={errors.description}
          disabled={busy}
        />
        <NumberField
          name="price"
          label={t('productForm.price')}
          inputMode="decimal"
          value={values.price}
          onChange={(value) => props.onField('price', value)}
          error={errors.price}
          disabled={busy}
          fullWidth
        />
        <div>
          <FormControlLabel
            control={
              <Switch
                name="is_active"
                checked={props.active}
                onChange={(event) => props.onActive(event.target.checked)}
                disabled={busy}
                slotProps={{ input: { 'aria-describedby': activeHintId } }}
              />
            }
            label={t('productForm.active')}
          />
          <FormHelperText id={activeHintId} sx={{ mt: 0 }}>
            {t('productForm.activeHint')}
          </FormHelperText>
        </div>
        <ImageSlots
          slots={props.slots}
          locked={busy || !props.canSubmit}
          error={props.pickError ? messageText(t, props.pickError) : errors.logo}
          onPick={props.onPick}
          onRemove={props.onRemove}
        />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'end' }}>
          <Button onClick={props.onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy || !props.canSubmit}>
            {props.submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
