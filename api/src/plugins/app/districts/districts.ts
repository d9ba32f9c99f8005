/**
 * Changing districts (admins only; the routes guard that). A name is unique within its city,
 * regardless of case (the unique index on (city_id, lower(name)) decides); the same name in
 * another city is fine. The city must exist: a missing one is a 422 on city_id, also when it is
 * deleted at the same moment (the foreign key check fails then).
 */

import type {
  CreateDistrictBody,
  District,
  UpdateDistrictBody,
} from '@storefront/shared/contract/catalog';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.ts';
import type { Db } from '../../../db/types.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { changedFields, requiredText, uniqueName } from '../../../lib/field-changes.ts';
import { invalidField, notFound } from '../../../lib/http-errors.ts';
import { isForeignKeyViolation } from '../../../lib/pg-errors.ts';
import { resourceTypeLog } from '../activities/resource-log.ts';
import { domainPlugin } from '../domain-plugin.ts';
import { type DistrictChanges, toDistrict } from './districts-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    districts: Districts;
  }
}

const unknownCity = () => invalidField(['body', 'city_id'], MESSAGES.cityNotFound);

export function createDistricts(fastify: FastifyInstance) {
  const repo = fastify.districtsRepository;
  const log = resourceTypeLog(fastify, 'district');

  /** Unique names and a city that exists, both decided by the database's constraints. */
  async function write<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await uniqueName(run, MESSAGES.districtNameTaken);
    } catch (err) {
      if (isForeignKeyViolation(err)) throw unknownCity();
      throw err;
    }
  }

  async function assertCity(cityId: number, tx: Db): Promise<void> {
    if (!(await fastify.citiesRepository.findById(cityId, tx))) throw unknownCity();
  }

  return {
    /** One district (404 when there is none). */
    async read(id: number): Promise<District> {
      const row = await repo.findById(id);
      if (!row) throw notFound(MESSAGES.districtNotFound);
      return toDistrict(row);
    },

    create(viewer: UserRow, body: CreateDistrictBody, ip: string): Promise<District> {
      const values = {
        name: requiredText(body.name, 'name'),
        cityId: body.city_id,
        isActive: body.is_active ?? true,
      };
      return write(() =>
        fastify.db.transaction(async (tx) => {
          await assertCity(values.cityId, tx);
          const district = toDistrict(await repo.create(values, tx));
          await log.created(tx, viewer, ip, 'district_create', district);
          return district;
        }),
      );
    },

    update(viewer: UserRow, id: number, body: UpdateDistrictBody, ip: string): Promise<District> {
      const next: DistrictChanges = {};
      if (body.name !== undefined) next.name = requiredText(body.name, 'name');
      if (body.city_id !== undefined) next.cityId = body.city_id;
      if (body.is_active !== undefined) next.isActive = body.is_active;
      return write(() =>
        fastify.db.transaction(async (tx) => {
          const row = await repo.findByIdForUpdate(id, tx);
          if (!row) throw notFound(MESSAGES.districtNotFound);
          const changed = changedFields(row, next);
          if (changed.cityId !== undefined) await assertCity(changed.cityId, tx);
          const district = toDistrict((await repo.update(id, changed, tx)) ?? row);
          const before = toDistrict(row);
          await log.updated(tx, viewer, ip, 'district_update', before, district);
          return district;
        }),
      );
    },

    async remove(viewer: UserRow, id: number, ip: string): Promise<void> {
      await fastify.db.transaction(async (tx) => {
        const row = await repo.findByIdForUpdate(id, tx);
        if (!row) throw notFound(MESSAGES.districtNotFound);
        await repo.remove(id, tx);
        const before = toDistrict(row);
        await log.deleted(tx, viewer, ip, 'district_delete', before);
      });
    },
  };
}

export type Districts = ReturnType<typeof createDistricts>;

export default domainPlugin('districts', createDistricts, [
  'districts-repository',
  'cities-repository',
  'activities-repository',
]);
