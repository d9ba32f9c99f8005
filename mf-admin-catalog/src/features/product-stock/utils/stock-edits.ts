import type { StockRow, StockUpdateBody } from '@storefront/shared/contract/stock';
import { QUANTITY_MAX } from '../../../utils/shop-limits';

/** What the admin typed, by district id; a district not typed in shows its loaded quantity. */
export type StockEdits = Readonly<Record<number, string>>;

/** A whole number of units from 0 to 1 000 000 (shop-spec 1.1), or null; '1 000' is 1000. */
export function parseQuantity(text: string): number | null {
  const digits = text.replace(/\s+/g, '');
  if (!/^\d{1,7}$/.test(digits)) return null;
  const quantity = Number(digits);
  return quantity <= QUANTITY_MAX ? quantity : null;
}

export function shownQuantity(row: StockRow, edits: StockEdits): string {
  return edits[row.district_id] ?? String(row.quantity);
}

/** The rows whose typed value is not a valid quantity, in the order shown. */
export function invalidRows(rows: readonly StockRow[], edits: StockEdits): StockRow[] {
  return rows.filter((row) => {
    const typed = edits[row.district_id];
    return typed !== undefined && parseQuantity(typed) === null;
  });
}

/** Only the districts whose quantity differs from the loaded one: the PUT leaves others be. */
export function changedStock(rows: readonly StockRow[], edits: StockEdits): StockUpdateBody {
  const stock: StockUpdateBody['stock'] = [];
  for (const row of rows) {
    const typed = edits[row.district_id];
    const quantity = typed === undefined ? null : parseQuantity(typed);
    if (quantity !== null && quantity !== row.quantity) {
      stock.push({ district_id: row.district_id, quantity });
    }
  }
  return { stock };
}

export interface CityStock {
  cityId: number;
  cityName: string;
  rows: StockRow[];
}

/** The rows under their city, in the order the server sent them. */
export function groupByCity(rows: readonly StockRow[]): CityStock[] {
  const groups = new Map<number, CityStock>();
  for (const row of rows) {
    let group = groups.get(row.city_id);
    if (!group) {
      group = { cityId: row.city_id, cityName: row.city_name, rows: [] };
      groups.set(row.city_id, group);
    }
    group.rows.push(row);
  }
  return [...groups.values()];
}
