import { useRef, useState } from 'react';
import { useCatalogTranslation } from '../../../i18n';
import { isFilled, type Slot } from '../utils/slots';
import {
  hasProductErrors,
  type ProductErrors,
  type ProductText,
  validateProduct,
} from '../utils/validate-product';

const FIELD_ORDER = [
  ['name', 'name'],
  ['description', 'description'],
  ['price', 'price'],
  ['logo', 'image-0'],
] as const;

/**
 * Name, description and the slots of the product form, with spec 5's checks: on submit, then
 * again on every change, so no message appears while the user is still filling the form in.
 */
export function useProductFields(initial: ProductText, initialSlots: Slot[], initialActive = true) {
  const { t } = useCatalogTranslation();
  const [values, setValues] = useState(initial);
  /** Shown in the shop (`is_active`), or a draft only the back-office sees. */
  const [active, setActive] = useState(initialActive);
  const [slots, setSlots] = useState(initialSlots);
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement | null>(null);
  // What the form started from: anything else is unsaved work (the leave guard asks).
  const [start] = useState({ values: initial, slots: initialSlots, active: initialActive });
  const dirty =
    active !== start.active ||
    (Object.keys(values) as (keyof ProductText)[]).some(
      (key) => values[key] !== start.values[key],
    ) ||
    slots.some((slot, index) => slot !== start.slots[index]);
  const errors: ProductErrors = submitted ? validateProduct(t, values, isFilled(slots[0])) : {};

  const setField = (field: keyof ProductText, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  /** Shows every message and focuses the first bad field; true when the form may be sent. */
  const check = (): boolean => {
    setSubmitted(true);
    const found = validateProduct(t, values, isFilled(slots[0]));
    const first = FIELD_ORDER.find(([key]) => found[key]);
    const input = first && formRef.current?.elements.namedItem(first[1]);
    if (input instanceof HTMLElement) input.focus();
    return !hasProductErrors(found);
  };

  return { values, setField, active, setActive, slots, setSlots, errors, check, formRef, dirty };
}
