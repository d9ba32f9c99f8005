import type { District } from '@storefront/shared/contract/catalog';
import { sql } from 'drizzle-orm';
import { rowsById } from '../../../db/rows-by-id.ts';
import { type DistrictRow, districts } from '../../../db/schema/index.ts';
import { type ListingSource, listingSql } from '../../../db/sql/name-ordered.ts';
import { runListing } from '../../../db/sql/rows.ts';
import type { Db } from '../../../db/types.ts';
import type { Paging } from '../../../lib/paging.ts';
import { repositoryPlugin } from '../domain-plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    districtsRepository: DistrictsRepository;
  }
}

export const districtsSource: ListingSource = {
  table: 'districts',
  columns: sql.raw('t.id, t.name, t.city_id, t.is_active'),
};

export const toDistrict = (row: DistrictRow): District => ({
  id: row.id,
  name: row.name,
  city_id: row.cityId,
  is_active: row.isActive,
});

export type DistrictChanges = Partial<Pick<DistrictRow, 'name' | 'cityId' | 'isActive'>>;

/** Every method takes an optional transaction, so callers can log the change atomically. */
export function createDistrictsRepository(db: Db) {
  return {
    // create throws the driver's 23505 error when the city already has the name (any case),
    // 23503 when the city is gone; callers map both.
    ...rowsById(db, districts),

    /** One city's districts; the (city_id, name, id) index makes it a range. */
    async page(cityId: number, search: string | undefined, paging: Paging) {
      const scope = sql`city_id = ${cityId}`;
      const statement = listingSql(districtsSource, { search, scope }, paging);
      const { rows, total } = await runListing<District>(db, statement);
      return { districts: rows, total };
    },
  };
}

export type DistrictsRepository = ReturnType<typeof createDistrictsRepository>;

export default repositoryPlugin('districtsRepository', createDistrictsRepository);
