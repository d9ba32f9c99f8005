import { Typography } from '@storefront/shared/mui/core';
import { SelectField } from '@storefront/shared/ui/admin/select-field';
import { useCustomerTranslation } from '../../../i18n';
import { useOrderChoices } from '../api/get-order-choices';

export interface OrderSelectProps {
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}

/**
 * The optional order a ticket is about, among the customer's own: 'Заказ № N — product'. A
 * failed load leaves 'Без заказа' and says so: the ticket can still be sent.
 */
export function OrderSelect({ value, onChange, disabled }: OrderSelectProps) {
  const { t } = useCustomerTranslation();
  const { data, error, isLoading } = useOrderChoices();
  const options = [
    { value: '', label: t('tickets.new.noOrder') },
    ...(data?.orders ?? []).map((order) => ({
      value: String(order.id),
      label: t('tickets.new.orderOption', { number: order.number, product: order.product_name }),
    })),
  ];
  return (
    <>
      <SelectField
        name="order_id"
        label={t('tickets.new.order')}
        value={value}
        options={options}
        onChange={onChange}
        disabled={disabled || isLoading}
        fullWidth
      />
      {error && !data && (
        <Typography variant="body2" color="text.secondary">
          {t('tickets.new.ordersFailed')}
        </Typography>
      )}
    </>
  );
}
