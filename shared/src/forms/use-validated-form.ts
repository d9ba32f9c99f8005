import { useSharedTranslation } from '@storefront/shared/i18n/shared-messages';
import { hasErrors } from '@storefront/shared/validation';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** A form's values: every field is text. Interfaces qualify, unlike with Record<string, string>. */
export type FormValues<V> = { [K in keyof V]: string };
export type FormErrors<V extends FormValues<V>> = Partial<Record<keyof V & string, string>>;

export interface ValidatedForm<V extends FormValues<V>> {
  values: V;
  errors: FormErrors<V>;
  /** Goes on the <form>; inputs are found by their `name`, which equals the field key. */
  formRef: RefObject<HTMLFormElement | null>;
  setField: (field: keyof V & string, value: string) => void;
  /** Validates, shows every message, focuses the first bad field; true when it may be sent. */
  check: () => boolean;
  /** Focuses a field after the next render, when a disabled form has been enabled again. */
  focusField: (field: keyof V & string) => void;
  reset: () => void;
}

/**
 * Form state with the spec's timing (section 5): checked on submit, then re-checked on every
 * change, so no message appears while the user is still typing for the first time. The messages
 * are worked out at each render once submitted, so a language switch rewords them too.
 */
export function useValidatedForm<V extends FormValues<V>>(
  initial: V,
  validate: (values: V) => FormErrors<V>,
): ValidatedForm<V> {
  // Shared's validators read shared's texts: loaded in the language shown (English is a chunk),
  // and a change of language renders the form again.
  useSharedTranslation();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors: FormErrors<V> = submitted ? validate(values) : {};
  // A fresh object each time, so asking twice for the same field focuses it twice.
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const input = formRef.current?.elements.namedItem(focusRequest.field);
    if (input instanceof HTMLElement) input.focus();
  }, [focusRequest]);

  const focusField = useCallback((field: string) => setFocusRequest({ field }), []);

  const setField = (field: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  const check = () => {
    const found = validate(values);
    setSubmitted(true);
    const firstBad = Object.keys(values).find((field) => found[field as keyof V & string]);
    if (firstBad) focusField(firstBad);
    return !hasErrors(found);
  };

  const reset = useCallback(() => {
    setValues(initial);
    setSubmitted(false);
  }, [initial]);

  return { values, errors, formRef, setField, check, focusField, reset };
}
