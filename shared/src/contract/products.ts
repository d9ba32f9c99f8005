/**
 * Products (spec sections 3 and 7, issue 4): the shapes of `@storefront/shared/dto/catalog`.
 * Image fields take only the URLs the upload calls answered; the handlers check that.
 */

import { type Static, Type } from 'typebox';
import { PRODUCT_EXTRA_IMAGES_MAX } from '../dto/catalog';
import { CATALOG_LIMITS } from '../validation/limits';
import { Name } from './catalog';
import { DateTime, strict } from './common';
import { NullableMoneyAnswer, PriceInput } from './money';
import { pagedFields } from './paging';

export const Product = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  logo_image: Type.String(),
  images: Type.Array(Type.String(), { maxItems: PRODUCT_EXTRA_IMAGES_MAX }),
  is_active: Type.Boolean(),
  price: NullableMoneyAnswer,
  created_at: DateTime,
  updated_at: DateTime,
});
export type Product = Static<typeof Product>;
export const ProductsPage = Type.Object({ products: Type.Array(Product), ...pagedFields });

const Description = Type.String({ minLength: 1, maxLength: CATALOG_LIMITS.descriptionMax });
const ImageUrl = Type.String({
  minLength: 1,
  maxLength: 200,
  description: 'URL из ответа /upload/single или /upload/multiple: /api/v1/upload/files/{filename}',
});
const Images = Type.Array(ImageUrl, {
  maxItems: PRODUCT_EXTRA_IMAGES_MAX,
  description: `До ${PRODUCT_EXTRA_IMAGES_MAX} дополнительных изображений по порядку слотов`,
});

export const CreateProductBody = Type.Object(
  {
    name: Name,
    description: Description,
    logo_image: ImageUrl,
    images: Type.Optional(Images),
    is_active: Type.Optional(Type.Boolean({ default: true })),
    price: Type.Optional(PriceInput),
  },
  strict,
);
export type CreateProductBody = Static<typeof CreateProductBody>;

export const UpdateProductBody = Type.Object(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Description),
    logo_image: Type.Optional(ImageUrl),
    images: Type.Optional(Images),
    is_active: Type.Optional(Type.Boolean()),
    price: Type.Optional(PriceInput),
  },
  strict,
);
export type UpdateProductBody = Static<typeof UpdateProductBody>;
