import { Alert, Button, FormHelperText, Paper, Stack } from '@storefront/shared/mui/core';
import { FormControlLabel, Switch } from '@storefront/shared/mui/data';
import { useLeaveGuard } from '@storefront/shared/ui/admin/leave-guard';
import { TextArea } from '@storefront/shared/ui/text-area';
import { TextInput } from '@storefront/shared/ui/text-input';
import { type FormEvent, useId } from 'react';
import { NumberField } from '../../../components/number-field';
import { useCatalogTranslation } from '../../../i18n';
import { type Message, messageText } from '../../../utils/error-text';
import type { useProductFields } from '../hooks/use-product-fields';
import { ImageSlots } from './image-slots';

/** What the create and the edit hooks both hold: the fields, the slots and their messages. */
export type ProductFormState = ReturnType<typeof useProductFields> & {
  /** Why a chosen file was refused. */
  pickError: Message | null;
  /** A failure of the whole action ('Ошибка загрузки изображения', the server's reason). */
  message: Message | null;
  pick: (index: number, file: File) => unknown;
  remove: (index: number) => void;
};

export interface ProductFormProps {
  form: ProductFormState;
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
  const { form, busy } = props;
  const { values, errors } = form;
  // Unsaved work asks before any way out but the form's own buttons (issue 23).
  const leaveDialog = useLeaveGuard(form.dirty && !busy);
  const { t } = useCatalogTranslation();
  const activeHintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Paper component="form" ref={form.formRef} noValidate onSubmit={submit} sx={{ p: 3 }}>
      <Stack spacing={2.5} sx={{ maxWidth: 760 }}>
        {form.message && (
          <Alert severity="error" role="alert">
            {messageText(t, form.message)}
          </Alert>
        )}
        <TextInput
          name="name"
          label={t('productForm.name')}
          autoComplete="off"
          value={values.name}
          onChange={(event) => form.setField('name', event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name}
          disabled={busy}
          fullWidth
        />
        <TextArea
          name="description"
          label={t('productForm.description')}
          value={values.description}
          onChange={(event) => form.setField('description', event.target.value)}
          error={Boolean(errors.description)}
          helperText={errors.description}
          disabled={busy}
        />
        <NumberField
          name="price"
          label={t('productForm.price')}
          inputMode="decimal"
          value={values.price}
          onChange={(value) => form.setField('price', value)}
          error={errors.price}
          disabled={busy}
          fullWidth
        />
        <div>
          <FormControlLabel
            control={
              <Switch
                name="is_active"
                checked={form.active}
                onChange={(event) => form.setActive(event.target.checked)}
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
          slots={form.slots}
          locked={busy || !props.canSubmit}
          error={form.pickError ? messageText(t, form.pickError) : errors.logo}
          onPick={(index, file) => void form.pick(index, file)}
          onRemove={form.remove}
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
      {leaveDialog}
    </Paper>
  );
}
