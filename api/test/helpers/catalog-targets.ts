/**
 * Fresh catalog rows and stored files for the authorization matrix, written straight through
 * the repositories and the file store (the calls under test are the ones that must not be
 * needed to set a case up).
 */
import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app.ts';
import { png } from './images.ts';

export type CatalogKind = 'city' | 'district' | 'product' | 'file';

export interface CatalogTarget {
  id: number;
  role: null;
  /** The stored name, for a file. */
  name?: string;
}

const unique = (prefix: string) => `${prefix} ${randomBytes(4).toString('hex')}`;

async function storedFile(app: App, uploadedBy: number | null = null): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.png`;
  const bytes = png();
  await app.fileStorage.save(name, bytes, 'image/png');
  await app.uploadsRepository.insert([
    {
      filename: name,
      originalName: 'x.png',
      contentType: 'image/png',
      size: bytes.length,
      uploadedBy,
    },
  ]);
  return name;
}

export async function createCatalogTarget(app: App, kind: CatalogKind): Promise<CatalogTarget> {
  if (kind === 'file') return { id: 0, role: null, name: await storedFile(app) };
  if (kind === 'product') {
    const logoFile = await storedFile(app);
    const row = await app.productsRepository.create({
      name: unique('Товар'),
      description: 'Описание',
      logoFile,
    });
    return { id: row.id, role: null };
  }
  const city = await app.citiesRepository.create({ name: unique('Город'), isActive: true });
  if (kind === 'city') return { id: city.id, role: null };
  const district = await app.districtsRepository.create({
    name: unique('Район'),
    cityId: city.id,
    isActive: true,
  });
  return { id: district.id, role: null };
}
