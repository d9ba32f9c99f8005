import path from 'node:path';

/** One migrations folder, applied by both drivers' migrators. */
export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '..', '..', 'migrations');
