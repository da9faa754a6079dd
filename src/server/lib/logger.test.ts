import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase } from '../../../test/helper.js';
import { pathWithoutValues, redactedError } from './logger.js';

describe('request paths in the log', () => {
  it('keep the query names and drop their values', () => {
    expect(pathWithoutValues('/reset-password?token=abc123')).toBe('/reset-password?token');
    expect(pathWithoutValues('/api/track?orderNumber=CAD-1&phone=0612345678')).toBe('/api/track?orderNumber&phone');
    expect(pathWithoutValues('/api/gifts')).toBe('/api/gifts');
  });
});

describe('a failed query in the log', () => {
  it('keeps the SQL and the database code, never the parameters or the detail', async () => {
    const { database, drop } = await freshDatabase();
    try {
      const secret = '$argon2id$v=19$m=65536,t=3,p=1$c2VjcmV0';
      const err = await database.db.execute(sql`select ${secret}::integer`).catch((e: unknown) => e);
      const logged = JSON.stringify(redactedError(err));
      expect(logged).toContain('select $1::integer');
      expect(logged).toContain('22P02');
      expect(logged).not.toContain(secret);
      expect(logged).not.toContain('c2VjcmV0');
    } finally {
      await drop();
    }
  });
});
