CREATE TABLE "currency_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The rates are shown like the settings and cleared with them on every copy (decision 043).
CREATE TRIGGER currency_rates_caches AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON currency_rates
  FOR EACH STATEMENT EXECUTE FUNCTION notify_channel('caches', 'settings');
