import type { ShopCity } from '@storefront/shared/contract/shop';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { useStorefrontTranslation } from '../i18n';

export interface CitySelectProps {
  cities: readonly ShopCity[];
  value: number;
  onChange: (id: number) => void;
}

/**
 * 'Город' (the catalogue, the product page, the home page): a native select, light and complete
 * with keyboard and touch.
 */
export function CitySelect({ cities, value, onChange }: CitySelectProps) {
  const { t } = useStorefrontTranslation();
  return (
    <SelectField
      label={t('catalogue.city')}
      name="city_id"
      value={String(value)}
      options={cities.map((city) => ({ value: String(city.id), label: city.name }))}
      onChange={(id) => onChange(Number(id))}
      fullWidth
    />
  );
}
