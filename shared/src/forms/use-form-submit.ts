import type { FormValues, ValidatedForm } from '@storefront/shared/forms';
import { textFieldsOf } from '@storefront/shared/forms/text-fields';
import { type FormEvent, useRef, useState } from 'react';

export interface FormSubmitOptions<V> {
  /** The field focused after a refusal: the fields were disabled while sending. */
  refocus?: keyof V & string;
  /** A success leaves the form (signed in, the new ticket's thread opens): it stays busy. */
  staysBusy?: boolean;
  /** The check failed, for a field the form cannot focus by its name (a radio group). */
  onInvalid?: (values: V) => void;
}

/** A refusal, kept to be worded at render time so a language switch rewords it. */
export type SubmitFailure = { error: unknown };

/**
 * A validated form's sending: checked on submit, then `send` runs once however fast the presses
 * come (a ref, not state, guards it: two clicks in one frame both see the old state). What
 * `send` throws is the `failure` until the next send or a change made through `setField`.
 */
export function useFormSubmit<V extends FormValues<V>>(
  form: ValidatedForm<V>,
  send: (values: V) => Promise<unknown>,
  { refocus, staysBusy = false, onInvalid }: FormSubmitOptions<V> = {},
) {
  const sending = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);

  const release = () => {
    sending.current = false;
    setSubmitting(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (!form.check()) {
      onInvalid?.(form.values);
      return;
    }
    sending.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      await send(form.values);
      if (!staysBusy) release();
    } catch (error) {
      release();
      setFailure({ error });
      if (refocus) form.focusField(refocus);
    }
  };

  const setField = (field: keyof V & string, value: string) => {
    setFailure(null);
    form.setField(field, value);
  };

  const reset = () => {
    form.reset();
    setFailure(null);
  };

  /**
   * What a `FormDialog` around the form takes of it: its ref, its submit, busy while sending,
   * and a close that is ignored while sending and empties the form first.
   */
  const dialogProps = (onClose: () => void) => ({
    formRef: form.formRef,
    onSubmit: submit,
    busy: submitting,
    onClose: () => {
      if (sending.current) return;
      reset();
      onClose();
    },
  });

  // Every field of these forms is text (FormValues).
  const textField = textFieldsOf<Record<keyof V & string, string>>(
    form.values,
    setField,
    submitting,
  );
  /** A text field's props (`textFieldsOf`), and whether it is wrong. */
  const fieldProps = (field: keyof V & string) => ({
    ...textField(field),
    error: Boolean(form.errors[field]),
  });

  return { form, submitting, failure, submit, setField, reset, dialogProps, fieldProps };
}
