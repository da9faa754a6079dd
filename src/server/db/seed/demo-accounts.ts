import type { Db } from '../client.js';

/** Creates the demo customer and demo admin of a local shop and prints their credentials. */
export async function seedDemoAccounts(_db: Db, _log: (line: string) => void): Promise<void> {}
