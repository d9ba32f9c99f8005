import type { District } from '@storefront/shared/contract/catalog';
import { eq, sql } from 'drizzle-orm';
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
  const byId = (id: number) => eq(districts.id, id);
  const one = (rows: DistrictRow[]) => rows[0] ?? null;

  return {
    /** One city's districts; the (city_id, name, id) index makes it a range. */
    page(cityId: number, search: string | undefined, paging: Paging) {
      const scope = sql`city_id = ${cityId}`;
      return runListing<District>(db, listingSql(districtsSource, { search, scope }, paging));
    },

    async findById(id: number, tx: Db = db): Promise<DistrictRow | null> {
      return one(await tx.select().from(districts).where(byId(id)));
    },

    async findByIdForUpdate(id: number, tx: Db): Promise<DistrictRow | null> {
      return one(await tx.select().from(districts).where(byId(id)).for('update'));
    },

    /**
     * Throws the driver's 23505 error when the city already has the name (any case), 23503
     * when the city is gone; callers map both.
     */
    async create(values: Required<DistrictChanges>, tx: Db = db): Promise<DistrictRow> {
      const [row] = await tx.insert(districts).values(values).returning();
      if (!row) throw new Error('INSERT ... RETURNING gave no row');
      return row;
    },

    async update(id: number, set: DistrictChanges, tx: Db = db): Promise<DistrictRow | null> {
      if (Object.keys(set).length === 0) return this.findById(id, tx);
      return one(await tx.update(districts).set(set).where(byId(id)).returning());
    },

    async remove(id: number, tx: Db = db): Promise<void> {
      await tx.delete(districts).where(byId(id));
    },
  };
}

export type DistrictsRepository = ReturnType<typeof createDistrictsRepository>;

export default repositoryPlugin('districtsRepository', createDistrictsRepository);
