import { useRevalidate } from '@storefront/shared/hooks/use-revalidate';
import { useNotify } from '@storefront/shared/ui/admin/flash';
import { useEffect, useMemo, useState } from 'react';
import { createCoupon } from '../../../api/create-coupon';
import { useMarketingTranslation } from '../../../i18n';
import { couponErrors } from '../../../utils/coupon-errors';
import type { CouponValues, SetField } from '../../../utils/coupon-values';
import { generatedCouponCode } from '../utils/coupon-code';
import { isStepComplete, STEP_FIELDS } from '../utils/validate-step';
import { clearWizardDraft, readWizardDraft, saveWizardDraft } from '../utils/wizard-draft';
import { wizardErrorMessage } from '../utils/wizard-error-message';
import { COUPON_WIZARD_STEPS } from '../utils/wizard-steps';
import { initialWizardValues, toCouponPayload } from '../utils/wizard-values';

/**
 * The six-step wizard of spec 2.12 and 4: values checked as they are typed, 'next' only for a
 * complete step, the code built from the name until someone types one, and the create call
 * with spec 8's messages. `onDone` is the cancel path, which returns to the overview.
 * What is typed is kept as the tab's draft, so a reload, Back or Forward lose nothing; a
 * created coupon or 'Отмена' drops it.
 */
export function useCouponWizard(onDone: () => void) {
  const [draft] = useState(readWizardDraft);
  const [values, setValues] = useState(() => draft?.values ?? initialWizardValues());
  const [step, setStep] = useState(draft?.step ?? 1);
  // The code follows the name while it is empty or still the generated one (spec 4).
  const [autoCode, setAutoCode] = useState(draft?.autoCode ?? true);
  const [codeRandom] = useState(() => draft?.codeRandom ?? Math.random());
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { t } = useMarketingTranslation();
  const notify = useNotify();
  const revalidate = useRevalidate('/coupons');
  const errors = useMemo(() => couponErrors(values), [values]);

  useEffect(() => {
    if (!submitting) saveWizardDraft({ values, step, autoCode, codeRandom });
  }, [values, step, autoCode, codeRandom, submitting]);

  const setField: SetField = (field, value) => {
    setFailure(null);
    const next: CouponValues = { ...values, [field]: value };
    if (field === 'code') {
      // Spec 5: typed input is uppercased; clearing the code hands it back to the name.
      next.code = next.code.toUpperCase();
      setAutoCode(next.code === '');
    } else if (field === 'name' && autoCode) {
      next.code = next.name.trim() ? generatedCouponCode(next.name, () => codeRandom) : '';
    }
    setValues(next);
  };

  const complete = isStepComplete(step, values, errors);
  const allComplete = STEP_FIELDS.every((_, i) => isStepComplete(i + 1, values, errors));
  const last = step === COUPON_WIZARD_STEPS;

  const submit = async () => {
    if (submitting || !allComplete) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await createCoupon(toCouponPayload(values));
      clearWizardDraft();
      notify('success', t('wizard.created'));
      void revalidate();
      onDone();
    } catch (error) {
      setFailure(wizardErrorMessage(error, t));
      setSubmitting(false);
    }
  };

  return {
    values,
    errors,
    step,
    last,
    complete,
    canCreate: last && allComplete && !submitting,
    submitting,
    failure,
    setField,
    next: () => complete && !last && setStep(step + 1),
    back: () => step > 1 && setStep(step - 1),
    /** 'Отмена': the draft goes with it. */
    cancel: () => {
      clearWizardDraft();
      onDone();
    },
    submit,
  };
}

export type CouponWizardState = ReturnType<typeof useCouponWizard>;
