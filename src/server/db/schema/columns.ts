import { customType, numeric, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The row it belongs to (an order, a user, a pot…): required, and deleting that row deletes this one. */
export const partOf = (name: string, parent: () => AnyPgColumn) => uuid(name).notNull().references(parent, { onDelete: 'cascade' });
/** Money in MAD: numeric(10,2), read and written as a decimal string. */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

/** A text in the three interface languages; older data may carry only `fr`. */
export type Localized = { fr: string; ar?: string; en?: string };

/** Bytes (a stored file's body), read back as a Buffer whichever driver answers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
