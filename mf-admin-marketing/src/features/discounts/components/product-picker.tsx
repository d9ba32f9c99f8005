import { FormControl, FormHelperText, Stack } from '@storefront/shared/mui/core';
import { FormControlLabel, Radio, RadioGroup } from '@storefront/shared/mui/data';
import { useMarketingTranslation } from '../../../i18n';
import type { ChosenProduct } from '../utils/discount-form';
import { ProductChecklist } from './product-checklist';

export interface ProductPickerProps {
  allProducts: boolean;
  products: ChosenProduct[];
  onAllProducts: (all: boolean) => void;
  onProducts: (products: ChosenProduct[]) => void;
  /** What is wrong, already in words. */
  error?: string;
  disabled: boolean;
}

/** 'Все товары', or a list ticked from the admin catalogue (searched by name). */
export function ProductPicker({ error, disabled, ...props }: ProductPickerProps) {
  const { t } = useMarketingTranslation();
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <RadioGroup
        row
        aria-label={t('discounts.form.products')}
        name="products"
        value={props.allProducts ? 'all' : 'chosen'}
        onChange={(event) => props.onAllProducts(event.target.value === 'all')}
      >
        <FormControlLabel value="all" control={<Radio />} label={t('discounts.allProducts')} />
        <FormControlLabel
          value="chosen"
          control={<Radio />}
          label={t('discounts.form.chosenProducts')}
        />
      </RadioGroup>
      {!props.allProducts && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <ProductChecklist
            products={props.products}
            onProducts={props.onProducts}
            disabled={disabled}
          />
        </Stack>
      )}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
