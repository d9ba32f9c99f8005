import { productsOf } from '../../../utils/plural';

/** Spec 2.9 'Shown a-b of N products', for 1-based `page` of `size`. */
export function productsSummary(page: number, size: number, total: number): string {
  const first = Math.min((page - 1) * size + 1, total);
  const last = Math.min(page * size, total);
  return `Показано ${first}–${last} из ${productsOf(total)}`;
}
