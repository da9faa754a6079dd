-- Discount codes and automatic promotions; a use per order, counted per customer where capped (decision 047).
CREATE TABLE "promotion_customer_uses" (
	"promotion_id" uuid NOT NULL,
	"customer_key" text NOT NULL,
	"uses" integer NOT NULL,
	"max_uses" integer NOT NULL,
	CONSTRAINT "promotion_customer_uses_promotion_id_customer_key_pk" PRIMARY KEY("promotion_id","customer_key"),
	CONSTRAINT "promotion_customer_uses_max" CHECK ("promotion_customer_uses"."uses" <= "promotion_customer_uses"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "promotion_uses" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"promotion_id" uuid NOT NULL,
	"discount_amount" numeric(10, 2) NOT NULL,
	"customer_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"split" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text,
	"name" text,
	"automatic" boolean DEFAULT false NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_customer" integer,
	"min_order" numeric(10, 2),
	"budget" numeric(10, 2),
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gift_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"discount_given" numeric(10, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_code_or_automatic" CHECK (("promotions"."code" is null) = "promotions"."automatic"),
	CONSTRAINT "promotions_max_uses" CHECK ("promotions"."max_uses" is null or "promotions"."uses" <= "promotions"."max_uses"),
	CONSTRAINT "promotions_budget" CHECK ("promotions"."budget" is null or "promotions"."discount_given" <= "promotions"."budget")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_amount" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_customer_uses" ADD CONSTRAINT "promotion_customer_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_uses" ADD CONSTRAINT "promotion_uses_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_uses_promotion_idx" ON "promotion_uses" USING btree ("promotion_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_idx" ON "promotions" USING btree ("code");