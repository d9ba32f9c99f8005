// Used only by `pnpm db:generate` (drizzle-kit); the app applies `migrations/` itself at start.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './migrations',
});
