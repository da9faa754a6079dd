-- An e-card's messages know their order, so a cancellation withdraws the ones not yet sent.
ALTER TABLE "outbox" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_order_idx" ON "outbox" USING btree ("order_id") WHERE "outbox"."order_id" is not null;