CREATE TABLE "parcels" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text,
	"status" text NOT NULL,
	"carrier_status" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "parcels_carrier_tracking_idx" ON "parcels" USING btree ("carrier","tracking_number");--> statement-breakpoint
CREATE INDEX "parcels_status_idx" ON "parcels" USING btree ("status");--> statement-breakpoint
-- Orders answer their parcel: a parcel written (by a route or the poll) makes the kept order answers stale (decision 043).
CREATE TRIGGER parcels_caches AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON parcels
  FOR EACH STATEMENT EXECUTE FUNCTION notify_channel('caches', 'orders');
