import { useValidatedForm } from '@storefront/shared/forms';
import { formatMoney } from '@storefront/shared/money';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useOpenPayment } from '../../../hooks/use-open-payment';
import { createPayment } from '../api/create-payment';
import { checkTopUp, type TopUpProblem, type TopUpRange } from '../utils/validate-top-up';

type Values = { amount: string };
const EMPTY: Values = { amount: '' };

/** What went wrong, worded at render time so a language switch rewords it. */
export type TopUpFailure = { problem: TopUpProblem } | { error: unknown } | { badTarget: true };

/**
 * 'Пополнить': one payment per press, however fast the presses come (a ref, not state, guards
 * it: two clicks in one frame both see the old state), then off to the page where it is paid.
 * The button stays disabled once the payment exists: the page is being left. `range`: the
 * shop's top-up limits (its settings), checked before sending. `onPaymentsChanged`: the
 * customer stays after asking the server (a refusal may still leave a payment: pending while
 * the gateway is silent, cancelled when it refused; an address that is no web page leaves a
 * pending one), and the payments list should show it.
 */
export function useTopUp(range: TopUpRange, onPaymentsChanged?: () => void) {
  const openPayment = useOpenPayment();
  const [failure, setFailure] = useState<TopUpFailure | null>(null);
  // Field messages come from `failure`: the shared form only decides when to check.
  const form = useValidatedForm<Values>(EMPTY, ({ amount }) => {
    const { problem } = checkTopUp(amount, range);
    return problem ? { amount: problem } : {};
  });
  const sending = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  // Back from a gateway restores this page from the browser's cache, button still disabled.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      sending.current = false;
      setSubmitting(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    const checked = checkTopUp(form.values.amount, range);
    if (!form.check() || checked.kopecks === null) return;
    sending.current = true;
    setSubmitting(true);
    setFailure(null);
    const fail = (why: TopUpFailure) => {
      sending.current = false;
      setSubmitting(false);
      setFailure(why);
      form.focusField('amount');
    };
    let url: string;
    try {
      url = (await createPayment({ amount: formatMoney(checked.kopecks) })).confirmation_url;
    } catch (error) {
      fail({ error });
      onPaymentsChanged?.();
      return;
    }
    if (openPayment(url)) return;
    fail({ badTarget: true });
    onPaymentsChanged?.();
  };

  const problem = form.errors.amount as TopUpProblem | undefined;
  const shown: TopUpFailure | null = problem ? { problem } : failure;
  const setAmount = (value: string) => {
    setFailure(null);
    form.setField('amount', value);
  };
  return { form, amount: form.values.amount, setAmount, submitting, failure: shown, submit };
}
