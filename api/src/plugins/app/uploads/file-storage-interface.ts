/**
 * Where uploaded files live, behind the smallest interface the upload calls need, so the disk
 * can be replaced by an object store or a PostgreSQL table (issue 6: several API instances)
 * without touching a route. Names are always server-chosen (`STORED_NAME`); a store may refuse
 * anything else without looking.
 */
import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  size: number;
  contentType: string;
}

export interface FileStorage {
  /** Stores the whole file under `name`; readers never see a partly written one. */
  save(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  open(name: string): Promise<StoredFile | null>;
  /** The file and every size of it. Idempotent: removing a missing file is not an error. */
  remove(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /**
   * Every stored file (server-chosen names only), with when it was written: the orphan sweep
   * finds bytes whose row is gone (a removal that failed after its commit) this way.
   */
  list(): AsyncIterable<{ name: string; modifiedAt: Date }>;

  /*
   * Sizes of a stored file (issue 21): `derived` is a server-made name ('480.webp', DERIVED_NAME)
   * kept below the file's own. They go with `remove(name)`, and never change once written.
   */
  saveDerived(name: string, derived: string, bytes: Buffer): Promise<void>;
  /** null when that size was not made (yet). */
  openDerived(name: string, derived: string): Promise<StoredFile | null>;
  /** The sizes of `name` made so far. */
  listDerived(name: string): Promise<string[]>;
  /**
   * Every stored name that has sizes, with when its sizes last changed, whether or not the file
   * itself is still there: the orphan sweep removes sizes whose file is gone this way.
   */
  listDerivedOwners(): AsyncIterable<{ name: string; modifiedAt: Date }>;
}
