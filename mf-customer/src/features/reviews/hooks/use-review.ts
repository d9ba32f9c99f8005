import { useValidatedForm } from '@storefront/shared/forms';
import { type FormEvent, useRef, useState } from 'react';
import { createReview } from '../api/create-review';
import { type ReviewValues, validateReview } from '../utils/validate-review';

const EMPTY: ReviewValues = { rating: '', text: '' };

function focusFirstStar(formElement: HTMLFormElement | null) {
  formElement?.querySelector<HTMLInputElement>('input[name="rating"]')?.focus();
}

/**
 * 'Оставить отзыв': checked on submit, then as it changes; one review per press (a ref guards
 * the send). A refusal stays in the dialog, kept to be worded at render time.
 */
export function useReview(orderId: number, onSent: () => void) {
  const form = useValidatedForm<ReviewValues>(EMPTY, validateReview);
  const sending = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);

  const setField = (field: keyof ReviewValues, value: string) => {
    setFailure(null);
    form.setField(field, value);
  };

  const reset = () => {
    form.reset();
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    if (!form.check()) {
      // The shared form focuses a field by its name, which a radio group shares among its
      // radios: the first star takes the focus instead.
      if (validateReview(form.values).rating) focusFirstStar(form.formRef.current);
      return;
    }
    sending.current = true;
    setSubmitting(true);
    setFailure(null);
    try {
      const { rating, text } = form.values;
      await createReview({ order_id: orderId, rating: Number(rating), text: text.trim() });
      reset();
      onSent();
    } catch (error) {
      setFailure({ error });
      form.focusField('text');
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  return { form, setField, submitting, failure, submit, reset };
}
