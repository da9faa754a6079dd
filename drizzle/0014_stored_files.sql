CREATE TABLE "stored_files" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"etag" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Pictures are WebP, already compressed: stored out of line without trying to compress them again.
ALTER TABLE "stored_files" ALTER COLUMN "body" SET STORAGE EXTERNAL;
