ALTER TABLE "orders" ALTER COLUMN "recipient_address" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "recipient_city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_email" text;