// The e2e run's first step: starts the product once on an empty data folder (migrations, the
// first superuser), stops it cleanly and keeps the folder as every test product's starting
// database (support/product.ts, DATA_TEMPLATE). Made anew each run, so it never lags the
// migrations or the first start's code.
import { cpSync, rmSync } from 'node:fs';
import { DATA_TEMPLATE, Product } from './product';

rmSync(DATA_TEMPLATE, { recursive: true, force: true });
const product = new Product();
try {
  await product.start();
  await product.stop();
  await product.released();
  cpSync(product.dataDir, DATA_TEMPLATE, { recursive: true });
} finally {
  await product.dispose();
}
