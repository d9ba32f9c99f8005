/** Stock per district (shop-spec 1.1). */
import { type Static, Type } from 'typebox';
import { STOCK_MAX } from '../validation/limits';
import { CatalogListQuery } from './catalog';
import { strict } from './common';
import { NullableMoneyAnswer } from './money';
import { Id, pagedFields } from './paging';

/** GET /products/{id}/stock: one row per district of every city (0 where none is held). */
export const StockRow = Type.Object({
  city_id: Type.Integer(),
  city_name: Type.String(),
  district_id: Type.Integer(),
  district_name: Type.String(),
  quantity: Type.Integer({ minimum: 0 }),
});
export type StockRow = Static<typeof StockRow>;

export const ProductStock = Type.Object({
  product_id: Type.Integer(),
  rows: Type.Array(StockRow),
});
export type ProductStock = Static<typeof ProductStock>;

/**
 * PUT /products/{id}/stock: the new quantities (0 to 1 000 000) of the districts named; others
 * stay. Answers ProductStock. Each change is recorded as a stock load (the difference), so
 * stock now + units in non-cancelled orders = units ever loaded holds whatever races.
 */
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

/** GET /cities/{id}/stock?page&size&search: the products stocked in a city. */
export const CityStockProduct = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  logo_image: Type.String(),
  price: NullableMoneyAnswer,
  is_active: Type.Boolean(),
  /** The city's districts holding this product (quantity > 0), by name. */
  districts: Type.Array(StockedDistrict),
});
export type CityStockProduct = Static<typeof CityStockProduct>;

export const CityStockPage = Type.Object({
  city: Type.Object({ id: Type.Integer(), name: Type.String() }),
  products: Type.Array(CityStockProduct),
  ...pagedFields,
});
export type CityStockPage = Static<typeof CityStockPage>;

export const CityStockQuery = CatalogListQuery;
export { StockedDistrict };
