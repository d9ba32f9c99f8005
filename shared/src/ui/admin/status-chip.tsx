import { Chip, type ChipProps } from '@storefront/shared/mui/core';

export type ChipColor = ChipProps['color'];

/** How a value shows as a chip: its label as a message key, and its colour. */
export interface ChipLook {
  label: string;
  color: ChipColor;
}

/**
 * One set of values shown as chips (an order's statuses, the ledger's types): each value's label
 * is the message key `labelKey` names (a template literal, so the messages check sees the
 * family used), its colour the one `colors` gives it (grey for a value it does not know yet).
 */
export function chipLooks<V extends string>(
  labelKey: (value: V) => string,
  colors: Record<V, ChipColor>,
): (value: V) => ChipLook {
  return (value) => ({ label: labelKey(value), color: colors[value] ?? 'default' });
}

export interface StatusChipProps {
  /** The label, worded. */
  label: string;
  color: ChipColor;
}

/** A chip's look with its label worded by the remote's `t`: `<StatusChip {...worded(t, look)} />`. */
export function worded(t: (key: string) => string, look: ChipLook): StatusChipProps {
  return { label: t(look.label), color: look.color };
}

/** A row's state ('Оплачен', 'Открыт', 'Пополнение', ...). */
export function StatusChip({ label, color }: StatusChipProps) {
  return <Chip label={label} color={color} size="small" variant="outlined" />;
}
