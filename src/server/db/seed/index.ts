import type { Db } from '../client.js';
import type { Storage } from '../../lib/storage.js';

export interface SeedOptions {
  /** Generate gift and category images (skipped by most tests for speed). */
  images: boolean;
  log?: (line: string) => void;
}

/** Fills an empty database with the demo catalogue; does nothing when categories exist. */
export async function seedIfEmpty(_db: Db, _storage: Storage, _opts: SeedOptions): Promise<boolean> {
  return false;
}
