CREATE TABLE "pot_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pot_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"name" text NOT NULL,
	"message" text,
	"show_name" boolean DEFAULT true NOT NULL,
	"by_organiser" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider" text,
	"intent_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"refund_id" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pot_shares_intent_id_unique" UNIQUE("intent_id"),
	CONSTRAINT "pot_shares_amount_positive" CHECK ("pot_shares"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "pots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"organiser_token_hash" text NOT NULL,
	"draft" jsonb NOT NULL,
	"target" numeric(10, 2) NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"show_amounts" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"organiser_email" text NOT NULL,
	"order_id" uuid,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "pots_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "pots_organiser_token_hash_unique" UNIQUE("organiser_token_hash"),
	CONSTRAINT "pots_target_positive" CHECK ("pots"."target" > 0)
);
--> statement-breakpoint
ALTER TABLE "pot_shares" ADD CONSTRAINT "pot_shares_pot_id_pots_id_fk" FOREIGN KEY ("pot_id") REFERENCES "public"."pots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pots" ADD CONSTRAINT "pots_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pot_shares_pot_idx" ON "pot_shares" USING btree ("pot_id");--> statement-breakpoint
CREATE INDEX "pots_created_idx" ON "pots" USING btree ("created_at");