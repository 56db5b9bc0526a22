DROP INDEX "parts_search_text_idx";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "search_key" text GENERATED ALWAYS AS (regexp_replace(lower(internal_label || E'\n' || serial_number || E'\n' || manufacturer || E'\n' || model), '[^[:alnum:]]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "parts_search_key_idx" ON "parts" USING gin ("search_key" gin_trgm_ops);