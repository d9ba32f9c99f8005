import { fileURLToPath } from 'node:url';
import { API_ROOT } from '../lib/entry-points.ts';

/** One migrations folder, applied by both drivers' migrators. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('migrations', API_ROOT));
