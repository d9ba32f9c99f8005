// Reads the embedded database a stopped product left behind, to check what reached the server.

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export interface StoredUser {
  username: string;
  referral_code: string | null;
}

export async function readUser(dataDir: string, username: string): Promise<StoredUser | undefined> {
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    const result = await db.query<StoredUser>(
      'SELECT username, referral_code FROM users WHERE username = $1',
      [username],
    );
    return result.rows[0];
  } finally {
    await db.close();
  }
}
