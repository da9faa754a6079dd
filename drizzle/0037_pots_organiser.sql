ALTER TABLE "pots" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "pots" ADD COLUMN "late_token_hash" text;--> statement-breakpoint
ALTER TABLE "pots" ADD COLUMN "overdue_noticed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pots" ADD CONSTRAINT "pots_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pots" ADD CONSTRAINT "pots_late_token_hash_unique" UNIQUE("late_token_hash");