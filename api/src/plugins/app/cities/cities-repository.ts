import type { City } from '@storefront/shared/contract/catalog';
import { eq, sql } from 'drizzle-orm';
import { rowsById } from '../../../db/rows-by-id.ts';
import { type CityRow, cities, districts } from '../../../db/schema/index.ts';
import { type ListingSource, listingSql } from '../../../db/sql/name-ordered.ts';
import { runListing } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { repositoryPlugin } from '../domain-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    citiesRepository: CitiesRepository;
  }
}

export const citiesSource: ListingSource = {
  table: 'cities',
  columns: sql.raw('t.id, t.name, t.is_active'),
};

export const toCity = (row: CityRow): City => ({
  id: row.id,
  name: row.name,
  is_active: row.isActive,
});

export type CityChanges = Partial<Pick<CityRow, 'name' | 'isActive'>>;

/** Every method takes an optional transaction, so callers can log the change atomically. */
export function createCitiesRepository(db: Db) {
  return {
    // create throws the driver's 23505 error when the name is taken (any case); callers map it.
    // findByIdForUpdate locks the row: districts cannot be added to it until the transaction ends.
    ...rowsById(db, cities),

    async page(search: string | undefined, paging: Paging) {
      const { rows, total } = await runListing<City>(
        db,
        listingSql(citiesSource, { search }, paging),
      );
      return { cities: rows, total };
    },

    async hasDistricts(id: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .select({ id: districts.id })
        .from(districts)
        .where(eq(districts.cityId, id))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type CitiesRepository = ReturnType<typeof createCitiesRepository>;

export default repositoryPlugin('citiesRepository', createCitiesRepository);
