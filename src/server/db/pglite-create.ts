// Creates and migrates a PGlite database in the folder given as argument, then exits: run apart by
// openPglite, so that the memory initdb and the first migrations grow PGlite's WASM memory to (some
// 700 MB, never given back while the process lives) is not the server's.
import { PGlite } from '@electric-sql/pglite';
import { extensions, pgliteDatabase, startParams } from './pglite.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: pglite-create <folder>');
const database = pgliteDatabase(await PGlite.create({ dataDir: dir, extensions, startParams }));
await database.migrate();
await database.close();
