// The count of products running low on the admin menu's 'Товары' (issue 23), refreshed by what
// changes it: a stock save, a product created, saved or deleted, a new threshold in the settings.
import type { ProductsPage } from '../contract/products';
import { menuCount } from './menu-count';

const lowStock = menuCount<ProductsPage>(
  '/products/?page=1&size=1&low_stock=true',
  (page) => page.total,
);

export const useLowStockCount = lowStock.use;
export const refreshLowStockCount = lowStock.refresh;
