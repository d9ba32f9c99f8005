import { useDebouncedCommit } from '@storefront/shared/hooks/use-debounced-value-commit';
import { Box, Chip, Stack, Typography } from '@storefront/shared/mui/core';
import { Checkbox, FormControlLabel } from '@storefront/shared/mui/data';
import { TextInput } from '@storefront/shared/ui/text-input';
import { useState } from 'react';
import { useMarketingTranslation } from '../../../i18n';
import { useProductChoices } from '../api/get-product-choices';
import type { ChosenProduct } from '../utils/discount-form';

export interface ProductChecklistProps {
  products: ChosenProduct[];
  onProducts: (products: ChosenProduct[]) => void;
  disabled: boolean;
}

/**
 * The chosen products as removable chips, then a search over the catalogue (300 ms after the
 * last keystroke, Enter at once) whose first page is a checklist. Enter searches here rather
 * than sending the dialog's form.
 */
export function ProductChecklist({ products, onProducts, disabled }: ProductChecklistProps) {
  const { t } = useMarketingTranslation();
  const [search, setSearch] = useState('');
  const { text, change, flush } = useDebouncedCommit(search, setSearch);
  const { data, isLoading } = useProductChoices(search.trim());
  const chosen = new Set(products.map((product) => product.id));
  const toggle = (product: ChosenProduct, on: boolean) =>
    onProducts(
      on
        ? [...products, { id: product.id, name: product.name }]
        : products.filter((p) => p.id !== product.id),
    );
  const found = data?.products ?? [];
  return (
    <>
      {products.length > 0 && (
        <Stack
          component="ul"
          aria-label={t('discounts.form.chosenProducts')}
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
        >
          {products.map((product) => (
            <li key={product.id}>
              <Chip
                label={product.name}
                disabled={disabled}
                onDelete={() => toggle(product, false)}
                aria-label={t('discounts.form.remove', { name: product.name })}
              />
            </li>
          ))}
        </Stack>
      )}
      <Box
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          flush();
        }}
      >
        <TextInput
          name="product_search"
          type="search"
          label={t('discounts.form.productSearch')}
          placeholder={t('discounts.form.productSearchPlaceholder')}
          value={text}
          onChange={(event) => change(event.target.value)}
          disabled={disabled}
          autoComplete="off"
          fullWidth
        />
      </Box>
      {isLoading && !data ? (
        <Typography color="text.secondary">{t('discounts.form.productsLoading')}</Typography>
      ) : found.length === 0 ? (
        <Typography color="text.secondary">{t('discounts.form.productsNone')}</Typography>
      ) : (
        <Box
          role="group"
          aria-label={t('discounts.form.productResults')}
          sx={{ maxHeight: 220, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}
        >
          {found.map((product) => (
            <FormControlLabel
              key={product.id}
              label={product.name}
              control={
                <Checkbox
                  checked={chosen.has(product.id)}
                  onChange={(event) => toggle(product, event.target.checked)}
                  disabled={disabled}
                />
              }
            />
          ))}
        </Box>
      )}
    </>
  );
}
