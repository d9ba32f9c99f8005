import { formatNumber } from '@storefront/shared/format/number';
import { PRODUCT_IMAGE_SLOTS } from '@storefront/shared/limits';
import type { Translate } from '../../../i18n';

/**
 * One image slot of the product form (spec 2.9): empty; a file chosen but not sent yet (the
 * create form uploads on submit); a file being uploaded (the edit form uploads at once); or an
 * image the server has, by its URL.
 */
export type Slot =
  | { kind: 'empty' }
  | { kind: 'file'; file: File }
  | { kind: 'uploading'; file: File }
  | { kind: 'url'; url: string };

export const EMPTY: Slot = { kind: 'empty' };

export function emptySlots(): Slot[] {
  return Array.from({ length: PRODUCT_IMAGE_SLOTS }, () => EMPTY);
}

/** The product's logo and extra images as slots, in order. */
export function slotsFromUrls(logo: string, images: readonly string[]): Slot[] {
  const urls = [logo, ...images].filter(Boolean).slice(0, PRODUCT_IMAGE_SLOTS);
  return emptySlots().map((slot, i) => {
    const url = urls[i];
    return url ? { kind: 'url', url } : slot;
  });
}

/** Slot 0 is the logo; the others are numbered 1 to 4. */
export function slotLabel(t: Translate, index: number): string {
  return index === 0
    ? t('productForm.images.logo')
    : t('productForm.images.image', { number: formatNumber(index) });
}

export function isFilled(slot: Slot | undefined): boolean {
  return slot !== undefined && slot.kind !== 'empty';
}

/** A slot is enabled only after the previous one is filled. */
export function isEnabled(slots: readonly Slot[], index: number): boolean {
  return index === 0 || isFilled(slots[index - 1]);
}

export function withSlot(slots: readonly Slot[], index: number, slot: Slot): Slot[] {
  return slots.map((current, i) => (i === index ? slot : current));
}

/** Removing a slot clears it and every later one, so the filled slots stay contiguous. */
export function clearFrom(slots: readonly Slot[], index: number): Slot[] {
  return slots.map((current, i) => (i >= index ? EMPTY : current));
}

/** The URLs of the filled slots, in order, once every slot is on the server. */
export function slotUrls(slots: readonly Slot[]): string[] {
  return slots.flatMap((slot) => (slot.kind === 'url' ? [slot.url] : []));
}
