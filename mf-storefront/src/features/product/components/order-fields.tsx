import type { ShopProduct } from '@storefront/shared/contract/shop';
import { formatNumber } from '@storefront/shared/format/number';
import { Stack } from '@storefront/shared/mui/core';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { useStorefrontTranslation } from '../../../i18n';

export interface OrderFieldsProps {
  districts: ShopProduct['districts'];
  districtId: number;
  onDistrict: (id: number) => void;
  quantity: number;
  maxQuantity: number;
  onQuantity: (quantity: number) => void;
}

/** 'Район' (the city's districts holding stock, 'Name — N шт.') and the quantity. */
export function OrderFields(props: OrderFieldsProps) {
  const { t } = useStorefrontTranslation();
  const quantities = Array.from({ length: props.maxQuantity }, (_, index) => String(index + 1));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SelectField
        label={t('order.district')}
        name="district_id"
        value={String(props.districtId)}
        options={props.districts.map((district) => ({
          value: String(district.id),
          label: t('order.districtOption', {
            name: district.name,
            // The form ('1 pc.', '3 pcs.') by the count; the figure as the language writes it.
            count: district.quantity,
            n: formatNumber(district.quantity),
          }),
        }))}
        onChange={(id) => props.onDistrict(Number(id))}
        fullWidth
      />
      <SelectField
        label={t('order.quantity')}
        name="quantity"
        value={String(props.quantity)}
        options={quantities.map((value) => ({ value, label: value }))}
        onChange={(value) => props.onQuantity(Number(value))}
        minWidth={120}
      />
    </Stack>
  );
}
