-- A search finds a serial number however it is typed ("NW 01171", "nw01171" for "NW-01171"):
-- serial_search_key is the serial's letters and digits, lower-cased. Adding a stored generated
-- column computes it for every existing part as the table is rewritten, so no backfill is left to do.
-- The label-and-serial trigram index takes the key too; two btree indexes (byte order, collation
-- "C") give a lookup its serials and labels starting with the term, best first.
DROP INDEX "parts_label_serial_idx";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "serial_search_key" text GENERATED ALWAYS AS (regexp_replace(lower(serial_number), '[^[:alnum:]]', '', 'g')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "parts_account_serial_search_idx" ON "parts" USING btree ("account_id",("serial_search_key" collate "C"),"id") WHERE "parts"."serial_search_key" <> '';--> statement-breakpoint
CREATE INDEX "parts_account_label_idx" ON "parts" USING btree ("account_id",(lower("internal_label") collate "C"),"id");--> statement-breakpoint
CREATE INDEX "parts_label_serial_idx" ON "parts" USING gin ((lower("internal_label" || E'\n' || "serial_number") || E'\n' || "serial_search_key") gin_trgm_ops);