import { jsonResponse } from '@storefront/shared/testing';
import { type Routes, stubApi } from '@storefront/shared/testing/stub-api';
import { city, district, districtsPage } from './fixtures';

/** The district the districts tests show. */
export const arbat = district({ id: 11, name: 'Арбат', city_id: 1 });

/** Moscow's districts page: Arbat among four; a search finds nothing. */
export function stubMoscowDistricts(extra: Routes = {}) {
  return stubApi({
    'GET /cities/1': jsonResponse(200, city({ id: 1, name: 'Москва' })),
    'GET /districts/city/1': ({ query }) => {
      if (query.get('size') === '1') return jsonResponse(200, districtsPage([arbat], { total: 4 }));
      if (query.get('search')) return jsonResponse(200, districtsPage([]));
      return jsonResponse(200, districtsPage([arbat], { total: 4 }));
    },
    ...extra,
  });
}
