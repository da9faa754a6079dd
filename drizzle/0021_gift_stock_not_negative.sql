-- No stock below zero was ever written (orders took it conditionally); this makes sure of it before
-- the database itself refuses one.
UPDATE "gifts" SET "stock" = 0 WHERE "stock" < 0;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_stock_not_negative" CHECK ("gifts"."stock" >= 0);
