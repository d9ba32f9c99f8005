import { joinPath } from '@storefront/shared/remote-contract';

/** Every page of this remote, below the base the shell mounts it at ('/admin'). */
export function catalogPaths(basePath: string) {
  return {
    cities: joinPath(basePath, 'cities'),
    districts: joinPath(basePath, 'cities/:cityId/districts'),
    cityProducts: joinPath(basePath, 'cities/:cityId/products'),
    products: joinPath(basePath, 'products'),
    productCreate: joinPath(basePath, 'products/create'),
    productEdit: joinPath(basePath, 'products/:id/edit'),
    /** Anything else the shell sends here (it routes only the prefixes above). */
    unknown: joinPath(basePath, '*'),
  };
}

export type CatalogPaths = ReturnType<typeof catalogPaths>;

/** A path pattern with its parameters filled in: fillPath('/a/:id/edit', { id: 5 }). */
export function fillPath(pattern: string, params: Record<string, number>): string {
  return pattern.replace(/:(\w+)/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** Where a list sent us from (with its search and page), if it was that list. */
export function returnPath(state: unknown, listPath: string): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && (from === listPath || from.startsWith(`${listPath}?`))
    ? from
    : listPath;
}
