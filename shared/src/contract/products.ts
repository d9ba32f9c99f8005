/**
 * Products (spec sections 3 and 7, issue 4).
 * Image fields take only the URLs the upload calls answered; the handlers check that.
 */

import { type Static, Type } from 'typebox';
import { CATALOG_LIMITS, PRODUCT_EXTRA_IMAGES_MAX } from '../validation/limits';
import { CatalogListQuery, Name } from './catalog';
import { DateTime, strict } from './common';
import { NullableMoneyAnswer, PriceInput } from './money';
import { pagedFields } from './paging';

export const Product = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  /** URL of the logo (slot 0), as answered by the upload call. */
  logo_image: Type.String(),
  /** Up to PRODUCT_EXTRA_IMAGES_MAX further image URLs (slots 1 to 4), in slot order. */
  images: Type.Array(Type.String(), { maxItems: PRODUCT_EXTRA_IMAGES_MAX }),
  is_active: Type.Boolean(),
  /** Decimal string ("1500.00", shop-spec 1.1); null: never priced, so not on sale. */
  price: NullableMoneyAnswer,
  created_at: DateTime,
  updated_at: DateTime,
});
export type Product = Static<typeof Product>;
/** A product in the admin's list (issue 23): with what it has in stock, summed over its districts. */
export const ListedProduct = Type.Object({
  ...Product.properties,
  stock_total: Type.Integer({ minimum: 0 }),
});
export type ListedProduct = Static<typeof ListedProduct>;
/** GET /products/?page&size&search&low_stock */
export const ProductsListQuery = Type.Object(
  {
    ...CatalogListQuery.properties,
    low_stock: Type.Optional(
      Type.Boolean({
        description:
          'true: только «Мало на складе» — активные товары, у которых во всех районах вместе не больше low_stock_threshold настроек',
      }),
    ),
  },
  strict,
);
export type ProductsListQuery = Static<typeof ProductsListQuery>;
/** GET /products/?page&size&search&low_stock */
export const ProductsPage = Type.Object({ products: Type.Array(ListedProduct), ...pagedFields });
export type ProductsPage = Static<typeof ProductsPage>;

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

/** POST /products/ and PUT /products/{id}; is_active defaults to true. */
export const CreateProductBody = Type.Object(
  {
    name: Name,
    description: Description,
    logo_image: ImageUrl,
    images: Type.Optional(Images),
    is_active: Type.Optional(Type.Boolean({ default: true })),
    /** Over 0, at most 10 000 000 ₽; the form requires it. */
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
