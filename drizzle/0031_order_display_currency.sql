ALTER TABLE "orders" ADD COLUMN "display_currency" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_rate" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "display_rate_set_at" timestamp with time zone;