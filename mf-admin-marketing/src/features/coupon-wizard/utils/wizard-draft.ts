import type { CouponValues } from '../../../utils/coupon-values';

/** What the wizard needs to come back where it was: the values, the step, the code's source. */
export interface WizardDraft {
  values: CouponValues;
  step: number;
  autoCode: boolean;
  codeRandom: number;
}

// sessionStorage: the draft lives as long as the tab (a reload, Back and Forward keep it) and
// is never shared with another tab or left behind on a shared computer.
const KEY = 'coupon-wizard-draft';

export function readWizardDraft(): WizardDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const draft = raw ? (JSON.parse(raw) as Partial<WizardDraft>) : null;
    if (!draft?.values || typeof draft.step !== 'number') return null;
    return {
      values: draft.values,
      step: draft.step,
      autoCode: draft.autoCode ?? true,
      codeRandom: draft.codeRandom ?? Math.random(),
    };
  } catch {
    return null; // storage refused or a draft of another shape: start afresh
  }
}

export function saveWizardDraft(draft: WizardDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the wizard still works, only without a draft.
  }
}

export function clearWizardDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
