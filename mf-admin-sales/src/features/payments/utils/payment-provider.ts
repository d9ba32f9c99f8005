import type { SalesT } from '../../../i18n';

/**
 * The gateways the API knows (`PaymentMode.provider`): the embedded test provider and ЮKassa.
 * The contract keeps `provider` a string, so one added later shows as the API names it.
 */
export const PAYMENT_PROVIDERS = ['test', 'yookassa'] as const;
type KnownProvider = (typeof PAYMENT_PROVIDERS)[number];

function isKnown(value: string): value is KnownProvider {
  return (PAYMENT_PROVIDERS as readonly string[]).includes(value);
}

/** Message keys of the known providers (`payments.providers.*`). */
export function paymentProviderKey(provider: KnownProvider): string {
  return `payments.providers.${provider}`;
}

/** 'Тестовый', 'ЮKassa', or an unknown provider as the API names it. */
export function providerLabel(t: SalesT, provider: string): string {
  return isKnown(provider) ? t(paymentProviderKey(provider)) : provider;
}
