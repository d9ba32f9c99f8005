import { isApiError } from '@storefront/shared/api-client';
import { formatSignedAmount } from '@storefront/shared/format/money';
import { useRevalidate } from '@storefront/shared/hooks/use-revalidate';
import { formatMoney } from '@storefront/shared/money';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { type FormEvent, useState } from 'react';
import { useSalesTranslation } from '../../../i18n';
import { adjustBalance } from '../api/adjust-balance';
import { type AdjustErrors, type AdjustForm, validateAdjust } from '../utils/validate-adjust';

const EMPTY: AdjustForm = { username: '', amount: '', reason: '' };

/**
 * 'Начислить или списать' (shop-spec 1.3): checked on submit; a refusal (not enough money, an
 * unknown login) stays in the dialog with the server's words, so the admin can correct it.
 */
export function useAdjustBalance(onDone: () => void) {
  const { t } = useSalesTranslation();
  const notify = useNotify();
  const revalidate = useRevalidate('/admin/ledger');
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<AdjustErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const setField = (field: keyof AdjustForm, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setRefusal(null);
  };

  const reset = () => {
    setForm(EMPTY);
    setErrors({});
    setRefusal(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const checked = validateAdjust(form);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0 || checked.kopecks === null) return;
    const username = form.username.trim();
    const amount = formatMoney(checked.kopecks);
    setSubmitting(true);
    try {
      await adjustBalance({ username, amount, reason: form.reason.trim() });
      notify('success', t('adjust.done', { login: username, amount: formatSignedAmount(amount) }));
      reset();
      onDone();
      void revalidate();
    } catch (error) {
      const detail = isApiError(error) && typeof error.detail === 'string' ? error.detail : null;
      setRefusal(detail ?? t('adjust.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return { form, errors, refusal, submitting, setField, submit, reset };
}
