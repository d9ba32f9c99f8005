import type { ShopCity } from '@storefront/shared/dto/shop';
import { useCallback, useState } from 'react';
import { useCities } from '../api/get-cities';

/** shop-spec 1.2: the chosen city survives visits. */
export const CITY_STORAGE_KEY = 'city_id';

function readStoredCity(): number | null {
  try {
    const id = Number(localStorage.getItem(CITY_STORAGE_KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null; // storage blocked: every visit is a first visit
  }
}

/** The stored city while it still exists, else the first of the list (the first visit's). */
export function resolveCity(cities: readonly ShopCity[], stored: number | null): ShopCity | null {
  return cities.find((city) => city.id === stored) ?? cities[0] ?? null;
}

/**
 * The visitor's city for the catalogue and the product page. `city` is null while the cities
 * load, and when there are none at all.
 */
export function useCity() {
  const cities = useCities();
  const [stored, setStored] = useState(readStoredCity);
  const choose = useCallback((id: number) => {
    setStored(id);
    try {
      localStorage.setItem(CITY_STORAGE_KEY, String(id));
    } catch {
      // Not kept for the next visit; this one still uses it.
    }
  }, []);
  const list = cities.data ?? [];
  return {
    cities: list,
    city: resolveCity(list, stored),
    loading: cities.isLoading && !cities.data,
    error: cities.data ? undefined : cities.error,
    retry: () => void cities.mutate(),
    choose,
  };
}
