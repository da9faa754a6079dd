ALTER TABLE "gifts" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "rating_average" numeric(3, 2);--> statement-breakpoint
CREATE INDEX "order_items_gift_idx" ON "order_items" USING btree ("gift_id");--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_overall_rating_range" CHECK ("reviews"."overall_rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_article_rating_range" CHECK ("reviews"."article_rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_delivery_rating_range" CHECK ("reviews"."delivery_rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_rating_range" CHECK ("reviews"."service_rating" between 1 and 5);--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_pricing_rating_range" CHECK ("reviews"."pricing_rating" between 1 and 5);