CREATE TABLE "extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"vat_rate" integer DEFAULT 20 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"zones" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extras_stock_not_negative" CHECK ("extras"."stock" >= 0),
	CONSTRAINT "extras_vat_rate_range" CHECK ("extras"."vat_rate" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "order_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"extra_id" uuid,
	"name" jsonb NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"vat_rate" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_extras_quantity_positive" CHECK ("order_extras"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_extras" ADD CONSTRAINT "order_extras_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_extras" ADD CONSTRAINT "order_extras_extra_id_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."extras"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_extras_order_idx" ON "order_extras" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_extras_extra_idx" ON "order_extras" USING btree ("extra_id");