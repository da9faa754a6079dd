ALTER TABLE "invoices" DROP CONSTRAINT "invoices_order_kind_unique";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "partial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_kind_partial_unique" UNIQUE("order_id","kind","partial");