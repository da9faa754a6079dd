import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns.js';
import { orders } from './orders.js';

export const invoiceKinds = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/**
 * The last number given per kind and year. A row updated in the transaction that issues the document
 * (insert … on conflict do update … returning) makes numbers without gaps: a rolled-back payment
 * gives its number back, which a PostgreSQL sequence would not.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
);

/**
 * Invoices and credit notes, issued once and never changed: `snapshot` holds everything printed
 * (seller, buyer, lines, VAT, totals) as it was when issued. Orders are never deleted while they hold one.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    /** FAC-2026-000123 or AV-2026-000001. */
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id'),
    /**
     * A credit note for part of the invoice (a swap's refunded difference, decision 054); false for the invoice
     * and for the credit note of a cancellation, which credits what is left.
     */
    partial: boolean('partial').notNull().default(false),
    snapshot: jsonb('snapshot').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('invoices_order_kind_partial_unique').on(t.orderId, t.kind, t.partial)],
);

/**
 * An issued document's PDF, kept once drawn: the document never changes, and drawing one takes a few
 * hundred milliseconds of the event loop. In the database so that every copy of the server shares it.
 */
export const invoicePdfs = pgTable('invoice_pdfs', {
  invoiceId: uuid('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  body: bytea('body').notNull(),
  createdAt: createdAt(),
});
