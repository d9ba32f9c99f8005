import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { useMarketingTranslation } from '../../../i18n';
import { useDiscountCities } from '../api/get-discount-cities';

export interface CityFieldProps {
  /** '' for every city. */
  value: string;
  /** The edited discount's city, kept selectable when the list does not hold it (any more). */
  current: { id: number; name: string } | null;
  onChange: (cityId: string) => void;
  disabled: boolean;
}

/** 'Все города' or one city of the shop. */
export function CityField({ value, current, onChange, disabled }: CityFieldProps) {
  const { t } = useMarketingTranslation();
  const cities = useDiscountCities().data ?? [];
  const options = [
    { value: '', label: t('discounts.allCities') },
    ...cities.map((city) => ({ value: String(city.id), label: city.name })),
  ];
  if (current && !cities.some((city) => city.id === current.id)) {
    options.push({ value: String(current.id), label: current.name });
  }
  return (
    <SelectField
      label={t('discounts.form.city')}
      name="city"
      value={value}
      options={options}
      onChange={onChange}
      disabled={disabled}
      fullWidth
    />
  );
}
