import type { Db } from '../../db/client.js';

/** Creates the admin account, or promotes an existing user to admin. */
export async function ensureAdmin(_db: Db, _email: string, _password: string): Promise<void> {}
