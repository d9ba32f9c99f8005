import { CATALOG_LIMITS } from '@storefront/shared/limits';

export interface ProductErrors {
  name?: string;
  description?: string;
  logo?: string;
}

export interface ProductText {
  name: string;
  description: string;
}

/** Spec 5 'Product': trimmed name, description and a logo are required. */
export function validateProduct(values: ProductText, hasLogo: boolean): ProductErrors {
  const errors: ProductErrors = {};
  const name = values.name.trim();
  const description = values.description.trim();
  if (!name) errors.name = 'Название товара обязательно';
  else if (name.length > CATALOG_LIMITS.nameMax) {
    errors.name = `Название не длиннее ${CATALOG_LIMITS.nameMax} символов`;
  }
  if (!description) errors.description = 'Описание товара обязательно';
  else if (description.length > CATALOG_LIMITS.descriptionMax) {
    errors.description = `Описание не длиннее ${CATALOG_LIMITS.descriptionMax} символов`;
  }
  if (!hasLogo) errors.logo = 'Логотип товара обязателен';
  return errors;
}

export function hasProductErrors(errors: ProductErrors): boolean {
  return Boolean(errors.name || errors.description || errors.logo);
}
