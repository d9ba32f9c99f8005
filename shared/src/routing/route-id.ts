/**
 * The id an address names (`/admin/orders/12`, `/user/tickets/5`), or null when it names none:
 * then the page says "not found" and asks the API nothing. Ids are PostgreSQL integers (the
 * contract's `Id`, 1 to 2 147 483 647) written without leading zeros: the API answers a larger
 * one with 422, not 404, so it is no item at all.
 */
export function routeId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
