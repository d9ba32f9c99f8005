import { Chip, type ChipProps } from '@storefront/shared/mui/core';

export interface StatusChipProps {
  label: string;
  color: ChipProps['color'];
}

/** A row's state ('Открыт', 'Отвечен', 'На модерации', ...). */
export function StatusChip({ label, color }: StatusChipProps) {
  return <Chip label={label} color={color} size="small" variant="outlined" />;
}
