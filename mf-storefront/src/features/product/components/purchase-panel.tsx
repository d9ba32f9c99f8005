import { useAuthStore } from '@storefront/shared/auth-store';
import { ORDER_QUANTITY_LIMITS, type ShopProduct } from '@storefront/shared/dto/shop';
import { parseMoney } from '@storefront/shared/money';
import { Alert, Stack } from '@storefront/shared/mui/core';
import { isAdmin } from '@storefront/shared/permissions';
import { priceOrder } from '@storefront/shared/pricing';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SITE_PATHS } from '../../../app/paths';
import { useStorefrontTranslation } from '../../../i18n';
import { useCoupon } from '../hooks/use-coupon';
import { usePurchase } from '../hooks/use-purchase';
import { AvailableCoupons } from './available-coupons';
import { BuyButton } from './buy-button';
import { CouponField } from './coupon-field';
import { OrderFields } from './order-fields';
import { PriceSummary } from './price-summary';
import { PurchaseOutcome } from './purchase-outcome';

export interface PurchasePanelProps {
  product: ShopProduct;
  /** Fetches the product again: a purchase changed its stock. */
  onBought: () => void;
}

/** shop-spec 1.2/1.4: district, quantity, coupon, the price summary and 'Купить'. */
export function PurchasePanel({ product, onBought }: PurchasePanelProps) {
  const { t } = useStorefrontTranslation();
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  const admin = isAdmin(user);
  const customer = status === 'authenticated' && user !== null && !admin;
  const navigate = useNavigate();
  const location = useLocation();
  const toLogin = () =>
    navigate(SITE_PATHS.login, { state: { from: location.pathname + location.search } });

  const [chosen, setChosen] = useState<number | null>(null);
  const district = product.districts.find((d) => d.id === chosen) ?? product.districts[0];
  const maxQuantity = Math.min(district?.quantity ?? 0, ORDER_QUANTITY_LIMITS.max);
  const [wanted, setWanted] = useState(1);
  const quantity = Math.max(Math.min(wanted, maxQuantity), ORDER_QUANTITY_LIMITS.min);
  const coupon = useCoupon(product.id, customer);
  const purchase = usePurchase(onBought);
  // The one price computation (shared/pricing): what is shown is what the server charges.
  const summary = priceOrder({
    unitPrice: parseMoney(product.price),
    quantity,
    discounts: product.discounts,
    coupons: coupon.current ? [coupon.current.rule] : [],
  });

  // While the session is being checked nobody is sent to sign in: they may be signed in.
  const checking = status === 'loading';
  const buy = () => {
    if (checking) return;
    if (!customer) return toLogin();
    if (!district || coupon.refuseMalformed(t('coupon.invalid'))) return;
    void purchase.buy({
      product_id: product.id,
      district_id: district.id,
      quantity,
      coupon_code: coupon.orderCode,
    });
  };
  const apply = () => {
    if (checking) return;
    if (customer || admin) void coupon.apply(t('coupon.invalid'));
    else toLogin();
  };

  if (!district) {
    return <Alert severity="info">{t('product.outOfStock')}</Alert>;
  }
  return (
    <Stack spacing={2}>
      <OrderFields
        districts={product.districts}
        districtId={district.id}
        onDistrict={setChosen}
        quantity={quantity}
        maxQuantity={maxQuantity}
        onQuantity={setWanted}
      />
      <CouponField coupon={coupon} summary={summary} onApply={apply} />
      <AvailableCoupons onPick={coupon.change} />
      <PriceSummary summary={summary} />
      <BuyButton
        admin={admin}
        sending={purchase.state.status === 'sending'}
        disabled={checking}
        onBuy={buy}
      />
      <PurchaseOutcome state={purchase.state} />
    </Stack>
  );
}
