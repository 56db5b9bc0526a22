ALTER TABLE "order_timeline" ADD COLUMN "made_by_kind" text;--> statement-breakpoint
ALTER TABLE "order_timeline" ADD COLUMN "made_by_name" text;--> statement-breakpoint
ALTER TABLE "order_timeline" ADD COLUMN "previous_window_start" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "order_timeline" ADD COLUMN "previous_window_end" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "order_timeline" ADD COLUMN "window_start" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "order_timeline" ADD COLUMN "window_end" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "purchase_order" text;