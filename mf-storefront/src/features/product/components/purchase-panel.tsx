import { useAuthStore } from '@storefront/shared/auth-store';
import type { ShopProduct } from '@storefront/shared/contract/shop';
import { ORDER_QUANTITY_LIMITS } from '@storefront/shared/limits';
import { formatMoney, parseMoney } from '@storefront/shared/money';
import { Alert, Stack } from '@storefront/shared/mui/core';
import { isAdmin } from '@storefront/shared/permissions';
import { priceOrder } from '@storefront/shared/pricing';
import { useLocation, useNavigate } from '@storefront/shared/router';
import { useState } from 'react';
import { SITE_PATHS } from '../../../app/paths';
import { useStorefrontTranslation } from '../../../i18n';
import { useCoupon } from '../hooks/use-coupon';
import { useHeldPress } from '../hooks/use-held-press';
import { usePurchase } from '../hooks/use-purchase';
import { orderCoupon } from '../utils/order-coupon';
import { AvailableCoupons } from './available-coupons';
import { BuyButton } from './buy-button';
import { CouponField } from './coupon-field';
import { OrderFields } from './order-fields';
import { PriceChangedAlert } from './price-changed-alert';
import { PriceSummary } from './price-summary';
import { PurchaseOutcome } from './purchase-outcome';

export interface PurchasePanelProps {
  product: ShopProduct;
  /** The city the product was read for: its automatic discounts are in `product`. */
  cityId: number | null;
  /** Fetches the product again (its stock or price changed); settles when it has arrived. */
  onStale: () => Promise<unknown>;
}

/** shop-spec 1.2/1.4: district, quantity, coupon, the price summary and 'Купить'. */
export function PurchasePanel({ product, cityId, onStale }: PurchasePanelProps) {
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
  const coupon = useCoupon(product.id, { quantity, cityId }, customer);
  const purchase = usePurchase(() =>
    Promise.allSettled([onStale(), coupon.refresh(t('coupon.invalid'))]),
  );
  // The one price computation (shared/pricing): what is shown is what the server charges.
  const summary = priceOrder({
    unitPrice: parseMoney(product.price),
    quantity,
    discounts: product.discounts,
    coupons: coupon.current ? [coupon.current.rule] : [],
  });
  const plan = orderCoupon(coupon, summary);
  // 'Купить' pressed while the field holds a code the summary does not count: say why not.
  const [held, setHeld] = useState<string | null>(null);
  const heldReason = !plan.ready && held === coupon.code ? plan.reason : null;
  const heldText =
    heldReason === 'unchecked'
      ? t('purchase.couponUnchecked', { code: coupon.code })
      : heldReason === 'not_counted'
        ? t('purchase.couponNotCounted', { code: coupon.code })
        : null;

  // While the session is being checked nobody is sent to sign in: they may be signed in.
  const checking = status === 'loading';
  const state = purchase.state;
  // The page opens settling: the session, then the customer's automatic coupon. 'Купить' stays
  // as the server drew it meanwhile, and a press waits for them (hooks/use-held-press.ts).
  const settling = checking || (customer && coupon.lookingUp);
  // A code being checked, or the figures after 'price_changed': a press now would confirm a
  // total about to be replaced, so 'Купить' says it is calculating and waits.
  const calculating =
    (customer && !settling && plan.ready === false && plan.reason === 'checking') ||
    (state.status === 'price_changed' && state.refreshing);
  const total = formatMoney(summary.total);
  /** `seenTotal`: what a held press saw (hooks/use-held-press.ts); else the total on screen. */
  const order = (seenTotal = total) => {
    if (!customer) return toLogin();
    if (!district) return;
    if (!plan.ready) return setHeld(coupon.code);
    // The order carries the summary's own figures: its coupon and its total (issue 20).
    void purchase.buy({
      product_id: product.id,
      district_id: district.id,
      quantity,
      coupon_code: plan.code,
      expected_total: seenTotal,
    });
  };
  const press = useHeldPress(settling, { total, coupon: summary.coupon?.code ?? null }, order);
  const buy = () => {
    if (calculating || press.held) return;
    press.pressed();
    if (settling) press.hold();
    else order();
  };
  const apply = () => {
    if (checking) return;
    if (customer || admin) void coupon.apply(t('coupon.invalid'));
    else toLogin();
  };
  const pick = (code: string) => {
    if (customer || admin) coupon.pick(code, t('coupon.invalid'));
    else coupon.change(code);
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
      <AvailableCoupons onPick={pick} />
      <PriceSummary summary={summary} />
      {state.status === 'price_changed' && <PriceChangedAlert detail={state.detail} />}
      {heldText && (
        <Alert severity="warning" role="alert">
          {heldText}
        </Alert>
      )}
      {press.recalculated && (
        <Alert severity="info" role="alert">
          {t('purchase.recalculated')}
        </Alert>
      )}
      <BuyButton
        admin={admin}
        sending={state.status === 'sending' || press.held}
        calculating={calculating}
        onBuy={buy}
      />
      <PurchaseOutcome state={state} />
    </Stack>
  );
}
