// Phone-size photos for the storefront benchmarks (issue 21): 4000x3000 JPEG of at least 1 MB,
// made with sharp, carrying the EXIF a phone writes (camera, owner, GPS). Gradients, coarse
// colour blobs and fine noise keep JPEG from shrinking them below 1 MB, as a real photo's detail
// does. Cached in the OS temp folder, so a rerun reads them back in milliseconds.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './start-product';

export const PHOTO = { width: 4000, height: 3000, minBytes: 1_000_000 } as const;
/** Bumped when the generator changes, so an old cache is not reused. */
const VERSION = 1;
export const PHOTO_CACHE = join(tmpdir(), `storefront-bench-photos-v${VERSION}`);

/** The few calls of sharp used here (sharp is the API's dependency; bench borrows it). */
interface SharpImage {
  blur(sigma: number): SharpImage;
  jpeg(options: { quality: number }): SharpImage;
  withExif(exif: Record<string, Record<string, string>>): SharpImage;
  toBuffer(): Promise<Buffer>;
}
type Sharp = (
  input: Buffer,
  options: { raw: { width: number; height: number; channels: 3 } },
) => SharpImage;

/** The API's own sharp (same version as the server's), without a copy in bench's lockfile. */
function loadSharp(): Sharp {
  return createRequire(join(REPO_ROOT, 'api', 'package.json'))('sharp') as Sharp;
}

/** A small deterministic PRNG (mulberry32): the same photos on every machine. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function makePhoto(sharp: Sharp, index: number): Promise<Buffer> {
  const { width, height } = PHOTO;
  const next = random(1000 + index);
  const cells = { x: 50, y: 38 };
  const coarse = Float32Array.from({ length: cells.x * cells.y * 3 }, () => next() * 255);
  const hue = (index * 37) % 120;
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const cy = Math.min(cells.y - 1, Math.floor((y * cells.y) / height));
    for (let x = 0; x < width; x++) {
      const cx = Math.min(cells.x - 1, Math.floor((x * cells.x) / width));
      const at = (y * width + x) * 3;
      const cell = (cy * cells.x + cx) * 3;
      const noise = (next() - 0.5) * 24;
      raw[at] = clamp((x / width) * 120 + (coarse[cell] ?? 0) * 0.5 + noise + hue / 2);
      raw[at + 1] = clamp((y / height) * 120 + (coarse[cell + 1] ?? 0) * 0.5 + noise);
      raw[at + 2] = clamp((coarse[cell + 2] ?? 0) * 0.6 + noise + (120 - hue) / 2);
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'BenchPhone', Model: 'BP-4000', Artist: 'Иван Фотографов' },
      // GPS IFD: where the photo was "taken" (the issue: published to everyone today).
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: `55/1 45/1 ${2100 + index}/100`,
        GPSLongitudeRef: 'E',
        GPSLongitude: `37/1 37/1 ${1200 + index}/100`,
      },
    })
    .toBuffer();
}

const clamp = (value: number) => Math.max(0, Math.min(value, 255));

export interface Photo {
  name: string;
  path: string;
  bytes: number;
}

/** `count` photos, made once and then read from the cache. */
export async function phonePhotos(count: number): Promise<Photo[]> {
  mkdirSync(PHOTO_CACHE, { recursive: true });
  let sharp: Sharp | null = null;
  const photos: Photo[] = [];
  for (let index = 0; index < count; index++) {
    const name = `phone-${String(index + 1).padStart(2, '0')}.jpg`;
    const path = join(PHOTO_CACHE, name);
    if (!existsSync(path) || statSync(path).size < PHOTO.minBytes) {
      sharp ??= loadSharp();
      writeFileSync(path, await makePhoto(sharp, index));
    }
    const bytes = statSync(path).size;
    if (bytes < PHOTO.minBytes) throw new Error(`${name} is ${bytes} bytes, under 1 MB`);
    photos.push({ name, path, bytes });
  }
  return photos;
}

export const readPhoto = (photo: Photo) => readFileSync(photo.path);
