import { REFERRAL_REWARD_DEFAULT } from '@storefront/shared/contract/values';
import { useRevalidate } from '@storefront/shared/hooks/use-revalidate';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { type FormEvent, useState } from 'react';
import { useMarketingTranslation } from '../../../i18n';
import { parseRoublesInput } from '../../../utils/money-input';
import { createProgram } from '../api/create-program';

export interface ProgramForm {
  name: string;
  description: string;
  reward_amount: string;
  is_public: boolean;
}

/** Spec 9's placeholder reward and a public program are where the form starts. */
const INITIAL: ProgramForm = {
  name: '',
  description: '',
  reward_amount: String(REFERRAL_REWARD_DEFAULT),
  is_public: true,
};

/** The message key of what is wrong with the form; null when it can be sent. */
function problemOf(form: ProgramForm): string | null {
  if (!form.name.trim()) return 'programs.errors.name';
  // Money as the shop reads it: '250,50' is 250.5 roubles, never 25050 (issue 20).
  const reward = parseRoublesInput(form.reward_amount);
  if (reward === null || Number.isNaN(reward)) return 'programs.errors.rewardFormat';
  if (reward < 0) return 'programs.errors.reward';
  return null;
}

/** The create dialog: checked on submit, spec 8's messages, reset once the program exists. */
export function useCreateProgram(onCreated: () => void) {
  const { t } = useMarketingTranslation();
  const notify = useNotify();
  const revalidate = useRevalidate('/referrals');
  const [form, setForm] = useState(INITIAL);
  const [problem, setProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const setField = <K extends keyof ProgramForm>(field: K, value: ProgramForm[K]) => {
    setProblem(null);
    setForm((current) => ({ ...current, [field]: value }));
  };

  const reset = () => {
    setForm(INITIAL);
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = problemOf(form);
    setProblem(found);
    if (found) return;
    setSubmitting(true);
    try {
      await createProgram({
        name: form.name.trim(),
        description: form.description.trim(),
        reward_amount: parseRoublesInput(form.reward_amount) ?? 0,
        is_public: form.is_public,
      });
      notify('success', t('programs.createdMessage'));
      reset();
      onCreated();
      void revalidate();
    } catch {
      notify('error', t('programs.createFailed'));
    } finally {
      setSubmitting(false);
    }
  };

  return { form, problem, submitting, setField, submit, reset };
}

export type CreateProgramForm = ReturnType<typeof useCreateProgram>;
