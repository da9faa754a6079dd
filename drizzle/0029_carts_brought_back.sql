CREATE TABLE "cart_reminder_opt_outs" (
	"contact_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_id" uuid NOT NULL,
	"token" text NOT NULL,
	"email" text,
	"phone" text,
	"locale" text NOT NULL,
	"lines" jsonb NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	"recovered_order_id" uuid,
	CONSTRAINT "saved_carts_checkout_id_unique" UNIQUE("checkout_id"),
	CONSTRAINT "saved_carts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_recovered_order_id_orders_id_fk" FOREIGN KEY ("recovered_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_carts_due_idx" ON "saved_carts" USING btree ("reminded_at","updated_at");--> statement-breakpoint
CREATE INDEX "saved_carts_email_idx" ON "saved_carts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "saved_carts_phone_idx" ON "saved_carts" USING btree ("phone");