CREATE TABLE "delivery_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"reason" text NOT NULL,
	"charged" boolean NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_proofs" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"photo_key" text,
	"photo_declined" boolean DEFAULT false NOT NULL,
	"view_token" text NOT NULL,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_proofs_view_token_unique" UNIQUE("view_token")
);
--> statement-breakpoint
CREATE TABLE "occasion_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"person_name" text NOT NULL,
	"relationship" text NOT NULL,
	"occasion" text NOT NULL,
	"day" integer NOT NULL,
	"month" integer NOT NULL,
	"budget" text,
	"channel" text DEFAULT 'email' NOT NULL,
	"order_id" uuid,
	"consented_at" timestamp with time zone NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "occasion_reminders_unsubscribe_token_unique" UNIQUE("unsubscribe_token")
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"reminder_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sends_reminder_id_year_pk" PRIMARY KEY("reminder_id","year")
);
--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_attempts" ADD CONSTRAINT "delivery_attempts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_proofs" ADD CONSTRAINT "delivery_proofs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasion_reminders" ADD CONSTRAINT "occasion_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occasion_reminders" ADD CONSTRAINT "occasion_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_reminder_id_occasion_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."occasion_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_attempts_order_number_idx" ON "delivery_attempts" USING btree ("order_id","number");--> statement-breakpoint
CREATE INDEX "delivery_attempts_order_idx" ON "delivery_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "occasion_reminders_user_idx" ON "occasion_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "occasion_reminders_month_idx" ON "occasion_reminders" USING btree ("month","day");