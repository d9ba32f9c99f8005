import { useLocation } from '@storefront/shared/router';

/** Shows where the memory router is, so tests can assert redirects and their state. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname + location.search}
    </output>
  );
}

export function readLocationState(element: HTMLElement): unknown {
  return JSON.parse(element.getAttribute('data-state') ?? 'null');
}
