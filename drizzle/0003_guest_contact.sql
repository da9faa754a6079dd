ALTER TABLE "orders" ADD COLUMN "sender_email" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sender_phone" text;