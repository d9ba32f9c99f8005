import { eq } from 'drizzle-orm';
import { settings } from './schema/index.ts';
import type { Db } from './types.ts';

/**
 * Reads a setting, creating it first if absent. The insert ignores conflicts, so instances that
 * start together all end up with the value of whichever wrote first.
 */
export async function getOrCreateSetting(
  db: Db,
  key: string,
  create: () => string,
): Promise<string> {
  await db.insert(settings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  if (!row) throw new Error(`setting ${key} vanished right after being written`);
  return row.value;
}
