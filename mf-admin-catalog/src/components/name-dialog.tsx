import { CATALOG_LIMITS } from '@storefront/shared/limits';
import { Alert, Stack } from '@storefront/shared/mui/core';
import { FormControlLabel, Switch } from '@storefront/shared/mui/data';
import { Dialog, DialogContent, DialogTitle } from '@storefront/shared/mui/overlays';
import { FormDialogActions } from '@storefront/shared/ui/admin/form-dialog-actions';
import { TextInput } from '@storefront/shared/ui/text-input';
import { type FormEvent, useId, useState } from 'react';
import { useCatalogTranslation } from '../i18n';
import { errorMessage, type Message, messageText } from '../utils/error-text';
import { maxLength } from '../utils/max-length';

export interface NameValues {
  name: string;
  is_active: boolean;
}

export interface NameDialogProps {
  open: boolean;
  title: string;
  /** 'Создать' when adding, 'Сохранить' when editing (translated). */
  submitLabel: string;
  initial: NameValues;
  /** The message key shown when a failed save has no reason from the server. */
  failedKey: string;
  /** Rejects on failure; the dialog then stays open with the reason. */
  onSubmit: (values: NameValues) => Promise<void>;
  onClose: () => void;
}

/** Spec 2.8: the add and edit dialog of a city or district: a name and the active switch. */
export function NameDialog({ open, title, submitLabel, initial, ...props }: NameDialogProps) {
  const { t } = useCatalogTranslation();
  const titleId = useId();
  const [name, setName] = useState(initial.name);
  const [active, setActive] = useState(initial.is_active);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const trimmed = name.trim();
  const tooLong = trimmed.length > CATALOG_LIMITS.nameMax;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || tooLong || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await props.onSubmit({ name: trimmed, is_active: active });
    } catch (error) {
      console.error(error);
      setMessage(errorMessage(error, props.failedKey));
      setBusy(false);
    }
  };
  const close = () => !busy && props.onClose();

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {message && (
              <Alert severity="error" role="alert">
                {messageText(t, message)}
              </Alert>
            )}
            <TextInput
              name="name"
              label={t('nameDialog.name')}
              autoComplete="off"
              autoFocus
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={tooLong}
              helperText={
                tooLong ? t('nameDialog.tooLong', maxLength(CATALOG_LIMITS.nameMax)) : undefined
              }
              disabled={busy}
              fullWidth
            />
            <FormControlLabel
              control={
                <Switch
                  checked={active}
                  onChange={(event) => setActive(event.target.checked)}
                  disabled={busy}
                />
              }
              label={t('nameDialog.active')}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions
          submitLabel={submitLabel}
          onCancel={close}
          busy={busy}
          submitDisabled={!trimmed || tooLong}
        />
      </form>
    </Dialog>
  );
}
