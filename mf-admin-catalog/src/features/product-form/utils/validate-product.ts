import { CATALOG_LIMITS } from '@storefront/shared/limits';
import type { Translate } from '../../../i18n';
import { maxLength } from '../../../utils/max-length';
import { checkPrice } from './check-price';

export interface ProductErrors {
  name?: string;
  description?: string;
  price?: string;
  logo?: string;
}

export interface ProductText {
  name: string;
  description: string;
  /** 'Цена, ₽' as typed. */
  price: string;
}

/** Spec 5 'Product': trimmed name, description and a logo are required; shop-spec 1.1 a price. */
export function validateProduct(
  t: Translate,
  values: ProductText,
  hasLogo: boolean,
): ProductErrors {
  const errors: ProductErrors = {};
  const name = values.name.trim();
  const description = values.description.trim();
  if (!name) errors.name = t('productForm.errors.nameRequired');
  else if (name.length > CATALOG_LIMITS.nameMax) {
    errors.name = t('productForm.errors.nameTooLong', maxLength(CATALOG_LIMITS.nameMax));
  }
  if (!description) errors.description = t('productForm.errors.descriptionRequired');
  else if (description.length > CATALOG_LIMITS.descriptionMax) {
    errors.description = t(
      'productForm.errors.descriptionTooLong',
      maxLength(CATALOG_LIMITS.descriptionMax),
    );
  }
  const price = checkPrice(values.price);
  if ('error' in price) errors.price = t(price.error);
  if (!hasLogo) errors.logo = t('productForm.errors.logoRequired');
  return errors;
}

export function hasProductErrors(errors: ProductErrors): boolean {
  return Boolean(errors.name || errors.description || errors.price || errors.logo);
}
