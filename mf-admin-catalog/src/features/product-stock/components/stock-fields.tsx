import type { StockRow } from '@storefront/shared/contract/stock';
import { Box, Typography } from '@storefront/shared/mui/core';
import { NumberField } from '../../../components/number-field';
import { useCatalogTranslation } from '../../../i18n';
import { quantityFieldName } from '../hooks/use-stock-editor';
import { groupByCity, parseQuantity, type StockEdits, shownQuantity } from '../utils/stock-edits';

export interface StockFieldsProps {
  rows: readonly StockRow[];
  edits: StockEdits;
  onEdit: (districtId: number, value: string) => void;
  disabled: boolean;
}

/** A quantity field per district, grouped under its city (a fieldset named by the city). */
export function StockFields({ rows, edits, onEdit, disabled }: StockFieldsProps) {
  const { t } = useCatalogTranslation();
  return groupByCity(rows).map((group) => (
    <Box component="fieldset" key={group.cityId} sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
      <Typography
        component="legend"
        variant="subtitle1"
        sx={{ fontWeight: 600, mb: 1.5, overflowWrap: 'anywhere' }}
      >
        {group.cityName}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {group.rows.map((row) => {
          const typed = edits[row.district_id];
          const bad = typed !== undefined && parseQuantity(typed) === null;
          return (
            <NumberField
              key={row.district_id}
              name={quantityFieldName(row.district_id)}
              label={row.district_name}
              inputMode="numeric"
              size="small"
              value={shownQuantity(row, edits)}
              onChange={(value) => onEdit(row.district_id, value)}
              error={bad ? t('stock.quantityInvalid') : undefined}
              disabled={disabled}
              fullWidth
            />
          );
        })}
      </Box>
    </Box>
  ));
}
