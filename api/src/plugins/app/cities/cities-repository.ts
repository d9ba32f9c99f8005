import type { City } from '@storefront/shared/contract/catalog';
import { eq, sql } from 'drizzle-orm';
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
  const byId = (id: number) => eq(cities.id, id);
  const one = (rows: CityRow[]) => rows[0] ?? null;

  return {
    page(search: string | undefined, paging: Paging) {
      return runListing<City>(db, listingSql(citiesSource, { search }, paging));
    },

    async findById(id: number, tx: Db = db): Promise<CityRow | null> {
      return one(await tx.select().from(cities).where(byId(id)));
    },

    /** Locks the row: districts cannot be added to it until the transaction ends. */
    async findByIdForUpdate(id: number, tx: Db): Promise<CityRow | null> {
      return one(await tx.select().from(cities).where(byId(id)).for('update'));
    },

    /** Throws the driver's 23505 error when the name is taken (any case); callers map it. */
    async create(values: Required<CityChanges>, tx: Db = db): Promise<CityRow> {
      const [row] = await tx.insert(cities).values(values).returning();
      if (!row) throw new Error('INSERT ... RETURNING gave no row');
      return row;
    },

    async update(id: number, set: CityChanges, tx: Db = db): Promise<CityRow | null> {
      if (Object.keys(set).length === 0) return this.findById(id, tx);
      return one(await tx.update(cities).set(set).where(byId(id)).returning());
    },

    async remove(id: number, tx: Db = db): Promise<void> {
      await tx.delete(cities).where(byId(id));
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
