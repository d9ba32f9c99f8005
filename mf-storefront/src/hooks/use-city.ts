import type { ShopCity } from '@storefront/shared/contract/shop';
import { CITY_QUERY } from '@storefront/shared/contract/values';
import { useUrlQuery } from '@storefront/shared/hooks/use-url-query';
import { useCallback, useEffect, useState } from 'react';
import { useCities } from '../api/get-cities';
import { parseCityId, readRememberedCity, rememberCity } from '../utils/city-storage';

/**
 * Which city a page shows (issue 21): the one in the URL, else the one remembered (cookie, then
 * localStorage), else the first city with something on sale, else the first city. An id that
 * names no city of the list is skipped. A pure function of its inputs, as rendering must be.
 */
export function resolveCity(
  cities: readonly ShopCity[],
  fromUrl: number | null,
  remembered: number | null,
): ShopCity | null {
  const known = (id: number | null) =>
    id === null ? undefined : cities.find((city) => city.id === id);
  return (
    known(fromUrl) ??
    known(remembered) ??
    cities.find((city) => city.on_sale > 0) ??
    cities[0] ??
    null
  );
}

/** The city the URL names, if any (no request: for links of pages that show no city). */
export function useCityParam(): number | null {
  const { params } = useUrlQuery();
  return parseCityId(params.get(CITY_QUERY));
}

/**
 * The visitor's city for the catalogue, the product page and the home page. `city` is null while
 * the cities load, and when there are none at all. The URL always ends up naming it (replaced,
 * not pushed), so the address can be shared and the server knows it.
 */
export function useCity() {
  const cities = useCities();
  const { params, update } = useUrlQuery();
  const fromUrl = parseCityId(params.get(CITY_QUERY));
  // Read after mounting, never while rendering: the same markup renders on the server.
  // undefined: not read yet.
  const [remembered, setRemembered] = useState<number | null | undefined>(undefined);
  useEffect(() => setRemembered(readRememberedCity()), []);

  const list = cities.data ?? [];
  const urlKnown = fromUrl !== null && list.some((city) => city.id === fromUrl);
  // Without a city in the URL, wait for the remembered one rather than fetch another city's data.
  const city =
    urlKnown || remembered !== undefined ? resolveCity(list, fromUrl, remembered ?? null) : null;
  const cityId = city?.id ?? null;

  useEffect(() => {
    if (cityId !== null && cityId !== fromUrl) {
      update({ [CITY_QUERY]: cityId }, { replace: true, keepPage: true });
    }
  }, [cityId, fromUrl, update]);

  /** The visitor picks a city: remembered, and the URL replaced (a new city's list from page 1). */
  const choose = useCallback(
    (id: number) => {
      rememberCity(id);
      setRemembered(id);
      update({ [CITY_QUERY]: id }, { replace: true });
    },
    [update],
  );

  return {
    cities: list,
    city,
    loading: (cities.isLoading && !cities.data) || (list.length > 0 && city === null),
    error: cities.data ? undefined : cities.error,
    retry: () => void cities.mutate(),
    choose,
  };
}

export type CityPlace = ReturnType<typeof useCity>;
