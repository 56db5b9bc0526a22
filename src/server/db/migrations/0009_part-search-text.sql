DROP INDEX "parts_search_idx";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(internal_label || E'\n' || serial_number || E'\n' || manufacturer || E'\n' || model)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "parts_search_text_idx" ON "parts" USING gin ("search_text" gin_trgm_ops);