/**
 * Changing cities (admins only; the routes guard that). Names are unique regardless of case:
 * the unique index on lower(name) decides, so two admins adding 'Москва' at once get one city
 * and one 400. A city keeps its districts: deleting one that has any is a 409, and the foreign
 * key (ON DELETE RESTRICT) holds that even against a district added at the same moment.
 */

import type { City, CreateCityBody, UpdateCityBody } from '@storefront/shared/contract/catalog';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../../db/schema/index.ts';
import { MESSAGES } from '../../../i18n/messages.ts';
import { changedFields, requiredText, uniqueName } from '../../../lib/field-changes.ts';
import { conflict, notFound } from '../../../lib/http-errors.ts';
import { isForeignKeyViolation } from '../../../lib/pg-errors.ts';
import { resourceTypeLog } from '../activities/resource-log.ts';
import { domainPlugin } from '../domain-plugin.ts';
import { type CityChanges, toCity } from './cities-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    cities: Cities;
  }
}

export function createCities(fastify: FastifyInstance) {
  const repo = fastify.citiesRepository;
  const log = resourceTypeLog(fastify, 'city');

  return {
    /** One city (404 when there is none). */
    async read(id: number): Promise<City> {
      const row = await repo.findById(id);
      if (!row) throw notFound(MESSAGES.cityNotFound);
      return toCity(row);
    },

    create(viewer: UserRow, body: CreateCityBody, ip: string): Promise<City> {
      const values = { name: requiredText(body.name, 'name'), isActive: body.is_active ?? true };
      return uniqueName(
        () =>
          fastify.db.transaction(async (tx) => {
            const city = toCity(await repo.create(values, tx));
            await log.created(tx, viewer, ip, 'city_create', city);
            return city;
          }),
        MESSAGES.cityNameTaken,
      );
    },

    update(viewer: UserRow, id: number, body: UpdateCityBody, ip: string): Promise<City> {
      const next: CityChanges = {};
      if (body.name !== undefined) next.name = requiredText(body.name, 'name');
      if (body.is_active !== undefined) next.isActive = body.is_active;
      return uniqueName(
        () =>
          fastify.db.transaction(async (tx) => {
            const row = await repo.findByIdForUpdate(id, tx);
            if (!row) throw notFound(MESSAGES.cityNotFound);
            const city = toCity((await repo.update(id, changedFields(row, next), tx)) ?? row);
            await log.updated(tx, viewer, ip, 'city_update', toCity(row), city);
            return city;
          }),
        MESSAGES.cityNameTaken,
      );
    },

    async remove(viewer: UserRow, id: number, ip: string): Promise<void> {
      try {
        await fastify.db.transaction(async (tx) => {
          const row = await repo.findByIdForUpdate(id, tx);
          if (!row) throw notFound(MESSAGES.cityNotFound);
          if (await repo.hasDistricts(id, tx)) throw conflict(MESSAGES.cityHasDistricts);
          await repo.remove(id, tx);
          await log.deleted(tx, viewer, ip, 'city_delete', toCity(row));
        });
      } catch (err) {
        // A district added after the check above: the foreign key refuses the delete.
        if (isForeignKeyViolation(err)) throw conflict(MESSAGES.cityHasDistricts);
        throw err;
      }
    },
  };
}

export type Cities = ReturnType<typeof createCities>;

export default domainPlugin('cities', createCities, ['cities-repository', 'activities-repository']);
