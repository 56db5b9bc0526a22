-- Trigram search for `q` (PGlite loads the pg_trgm contrib module; PostgreSQL ships it in postgresql-contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "wear_per_day" double precision;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "forecast_due_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "wear_measured_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "wear_next_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "parts_account_wear_idx" ON "parts" USING btree ("account_id","wear_level" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parts_account_forecast_idx" ON "parts" USING btree ("account_id","forecast_due_at","id");--> statement-breakpoint
CREATE INDEX "parts_account_serviced_idx" ON "parts" USING btree ("account_id","last_serviced_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parts_wear_next_idx" ON "parts" USING btree ("wear_next_at") WHERE "parts"."status" = 'with_customer';--> statement-breakpoint
CREATE INDEX "parts_search_idx" ON "parts" USING gin ((internal_label || E'\n' || serial_number || E'\n' || manufacturer || E'\n' || model) gin_trgm_ops);--> statement-breakpoint
-- Existing parts get their own pace from their history (wear-forecast.ts ownWearPerDay).
WITH cycles AS (
  SELECT h.part_id,
    greatest(0, h.wear_before - coalesce(lag(h.wear_after) OVER w, 0)) AS gained,
    extract(epoch FROM h.completed_at - coalesce(lag(h.completed_at) OVER w, p.created_at)) / 86400 AS days
  FROM part_history h JOIN parts p ON p.id = h.part_id
  WINDOW w AS (PARTITION BY h.part_id ORDER BY h.completed_at, h.id)
), pace AS (
  SELECT part_id, sum(gained) FILTER (WHERE days > 0) AS gained, sum(days) FILTER (WHERE days > 0) AS days
  FROM cycles GROUP BY part_id
)
UPDATE parts SET wear_per_day = pace.gained / pace.days FROM pace WHERE pace.part_id = parts.id AND pace.days >= 7;
--> statement-breakpoint
-- ... and their forecast (wear-forecast.ts forecastWear; typical paces as in contract/wear.ts).
UPDATE parts SET
  wear_next_at = CASE WHEN status = 'with_customer' THEN wear_measured_at END,
  forecast_due_at = CASE
    WHEN status = 'retired' OR pace.per_day IS NULL THEN NULL
    WHEN pace.per_day <= 0 THEN CASE WHEN wear_level >= 70 THEN wear_measured_at END
    ELSE wear_measured_at + make_interval(secs => (70 - wear_level) / pace.per_day * 86400)
  END
FROM (
  SELECT id AS pace_id, coalesce(wear_per_day, CASE part_type
    WHEN 'blade' THEN 0.6 WHEN 'scissor' THEN 0.35 WHEN 'saw' THEN 0.5
    WHEN 'knife' THEN 0.8 WHEN 'chisel' THEN 0.3 WHEN 'drill_bit' THEN 0.7 END) AS per_day
  FROM parts
) AS pace
WHERE pace.pace_id = parts.id;
