import type {
  CitiesPage,
  City,
  District,
  DistrictsPage,
} from '@storefront/shared/contract/catalog';
import type { ListedProduct, Product, ProductsPage } from '@storefront/shared/contract/products';
import type {
  CityStockPage,
  CityStockProduct,
  ProductStock,
  StockRow,
} from '@storefront/shared/contract/stock';
import type { UploadResult } from '@storefront/shared/contract/uploads';
import { page } from '@storefront/shared/testing/fixtures';

export function city(overrides: Partial<City> = {}): City {
  return { id: 1, name: 'Москва', is_active: true, ...overrides };
}

export function citiesPage(cities: City[], overrides: Partial<CitiesPage> = {}): CitiesPage {
  return page('cities', cities, overrides);
}

export function district(overrides: Partial<District> = {}): District {
  return { id: 11, name: 'Арбат', city_id: 1, is_active: true, ...overrides };
}

export function districtsPage(
  districts: District[],
  overrides: Partial<DistrictsPage> = {},
): DistrictsPage {
  return page('districts', districts, overrides);
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 5,
    name: 'Чай',
    description: 'Зелёный чай',
    logo_image: '/api/v1/upload/files/logo.png',
    images: [],
    is_active: true,
    price: '1500.00',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A page of the grid; a product without `stock_total` holds none. */
export function productsPage(
  products: (Product & Partial<ListedProduct>)[],
  overrides: Partial<ProductsPage> = {},
): ProductsPage {
  const listed = products.map((p): ListedProduct => ({ stock_total: 0, ...p }));
  return page('products', listed, overrides);
}

export function uploadResult(filename: string): UploadResult {
  return {
    url: `/api/v1/upload/files/${filename}`,
    filename,
    original_name: filename,
    size: 100,
  };
}

/** An image file as the file picker gives it. */
export function imageFile(name = 'photo.png', type = 'image/png', size = 100): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** One district's stock of a product, as GET /products/{id}/stock answers it. */
export function stockRow(overrides: Partial<StockRow> = {}): StockRow {
  return {
    city_id: 1,
    city_name: 'Москва',
    district_id: 11,
    district_name: 'Арбат',
    quantity: 0,
    ...overrides,
  };
}

export function productStock(rows: StockRow[], productId = 5): ProductStock {
  return { product_id: productId, rows };
}

export function cityStockProduct(overrides: Partial<CityStockProduct> = {}): CityStockProduct {
  return {
    id: 5,
    name: 'Чай',
    logo_image: '/api/v1/upload/files/logo.png',
    price: '1500.00',
    is_active: true,
    districts: [{ id: 11, name: 'Арбат', quantity: 5 }],
    ...overrides,
  };
}

export function cityStockPage(
  products: CityStockProduct[],
  overrides: Partial<CityStockPage> = {},
): CityStockPage {
  const { city: stockCity = { id: 1, name: 'Москва' }, ...rest } = overrides;
  return { ...page('products', products, rest), city: stockCity };
}
