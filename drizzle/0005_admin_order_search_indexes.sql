-- The search indexes below use trigrams; PGlite loads the extension in src/server/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin ("order_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_recipient_name_trgm_idx" ON "orders" USING gin ("recipient_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_recipient_phone_trgm_idx" ON "orders" USING gin ("recipient_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_sender_email_trgm_idx" ON "orders" USING gin ("sender_email" gin_trgm_ops);