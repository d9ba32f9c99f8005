import { screen, within } from '@testing-library/react';

/** Spaces as a reader sees them: Intl writes '1 500 ₽' with a no-break space. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A section's description list as { term: value }, by the section's heading. */
export function factsOf(section: string): Record<string, string> {
  const region = screen.getByRole('region', { name: section });
  const terms = region.querySelectorAll('dt');
  return Object.fromEntries(
    [...terms].map((term) => [
      plain(term.textContent),
      plain(term.nextElementSibling?.textContent),
    ]),
  );
}

/** The order's history, oldest first. */
export function timelineItems(name = 'История заказа'): HTMLElement[] {
  return within(screen.getByRole('list', { name })).getAllByRole('listitem');
}
