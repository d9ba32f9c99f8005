/**
 * Cities and districts (spec sections 3 and 7, issue 4).
 */

import { type Static, Type } from 'typebox';
import { CATALOG_LIMITS } from '../validation/limits';
import { strict, visibleText } from './common';
import { Id, pagedFields, pagingQuery } from './paging';

export const CATALOG_SEARCH_MAX = 100;

/** Every catalog list: page, size and a part of the name, any case (`%`, `_` literal). */
export const CatalogListQuery = Type.Object(
  {
    ...pagingQuery,
    search: Type.Optional(
      Type.String({
        maxLength: CATALOG_SEARCH_MAX,
        description: 'Часть названия, без учёта регистра',
      }),
    ),
  },
  strict,
);
export type CatalogListQuery = Static<typeof CatalogListQuery>;

/** Trimmed by the handlers; spaces only count as empty (422). */
export const Name = Type.String({
  minLength: 1,
  maxLength: CATALOG_LIMITS.nameMax,
  ...visibleText,
});

export const City = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  is_active: Type.Boolean(),
});
export type City = Static<typeof City>;
/** GET /cities/?page&size&search */
export const CitiesPage = Type.Object({ cities: Type.Array(City), ...pagedFields });
export type CitiesPage = Static<typeof CitiesPage>;

/** POST /cities/ and PUT /cities/{id}; is_active defaults to true. */
export const CreateCityBody = Type.Object(
  { name: Name, is_active: Type.Optional(Type.Boolean({ default: true })) },
  strict,
);
export type CreateCityBody = Static<typeof CreateCityBody>;
export const UpdateCityBody = Type.Object(
  { name: Type.Optional(Name), is_active: Type.Optional(Type.Boolean()) },
  strict,
);
export type UpdateCityBody = Static<typeof UpdateCityBody>;

export const District = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  city_id: Type.Integer(),
  is_active: Type.Boolean(),
});
export type District = Static<typeof District>;
/** GET /districts/city/{cityId}?page&size&search */
export const DistrictsPage = Type.Object({ districts: Type.Array(District), ...pagedFields });
export type DistrictsPage = Static<typeof DistrictsPage>;

/** POST /districts/ (city_id required) and PUT /districts/{id} (city_id optional). */
export const CreateDistrictBody = Type.Object(
  { name: Name, city_id: Id, is_active: Type.Optional(Type.Boolean({ default: true })) },
  strict,
);
export type CreateDistrictBody = Static<typeof CreateDistrictBody>;
export const UpdateDistrictBody = Type.Object(
  {
    name: Type.Optional(Name),
    city_id: Type.Optional(Id),
    is_active: Type.Optional(Type.Boolean()),
  },
  strict,
);
export type UpdateDistrictBody = Static<typeof UpdateDistrictBody>;

export const CityIdParams = Type.Object({ cityId: Id }, strict);
