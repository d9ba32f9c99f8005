/** Stock per district (shop-spec 1.1): the shapes of `@storefront/shared/dto/shop`. */
import { type Static, Type } from 'typebox';
import { CatalogListQuery } from './catalog';
import { strict } from './common';
import { NullableMoneyAnswer } from './money';
import { Id, pagedFields } from './paging';

export const STOCK_MAX = 1_000_000;

export const StockRow = Type.Object({
  city_id: Type.Integer(),
  city_name: Type.String(),
  district_id: Type.Integer(),
  district_name: Type.String(),
  quantity: Type.Integer({ minimum: 0 }),
});

export const ProductStock = Type.Object({
  product_id: Type.Integer(),
  rows: Type.Array(StockRow),
});
export type ProductStock = Static<typeof ProductStock>;

export const StockUpdateBody = Type.Object(
  {
    stock: Type.Array(
      Type.Object(
        { district_id: Id, quantity: Type.Integer({ minimum: 0, maximum: STOCK_MAX }) },
        strict,
      ),
      { maxItems: 1000, description: 'Новые количества названных районов; остальные не меняются' },
    ),
  },
  strict,
);
export type StockUpdateBody = Static<typeof StockUpdateBody>;

const StockedDistrict = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  quantity: Type.Integer({ minimum: 0 }),
});

export const CityStockProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo_image: Type.String(),
  price: NullableMoneyAnswer,
  is_active: Type.Boolean(),
  districts: Type.Array(StockedDistrict),
});

export const CityStockPage = Type.Object({
  city: Type.Object({ id: Type.Integer(), name: Type.String() }),
  products: Type.Array(CityStockProduct),
  ...pagedFields,
});

export const CityStockQuery = CatalogListQuery;
export { StockedDistrict };
