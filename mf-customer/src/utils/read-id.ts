/**
 * The id an address names (`/user/tickets/5`, `/user/orders/12`), or null when it names none.
 * Ids are PostgreSQL integers (the contract's `Id`, 1 to 2 147 483 647): the API answers a larger
 * one with 422, not 404, so it is no item at all, and nothing is asked.
 */
export function readId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
