CREATE TABLE "gift_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"ecard_token_hash" text,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"ecard_queued_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"redeemed_at" timestamp with time zone,
	"redeemed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "gift_codes_ecard_token_hash_unique" UNIQUE("ecard_token_hash")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ecard_send_time" text;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_codes_order_idx" ON "gift_codes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_codes_item_idx" ON "gift_codes" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "gift_codes_unqueued_idx" ON "gift_codes" USING btree ("created_at") WHERE "gift_codes"."ecard_queued_at" is null;