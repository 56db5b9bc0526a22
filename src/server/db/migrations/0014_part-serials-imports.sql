ALTER TABLE "parts" ADD COLUMN "import_id" text;--> statement-breakpoint
-- One serial number per part of an account from now on (not retired, not empty, compared trimmed
-- and without regard to case). Until now the service accepted duplicates, so a database may hold
-- some: the oldest registration keeps its serial, and each later part gets it with
-- " (duplicate N of <the oldest part's id>)" added. Nothing is lost, the index can be built, a
-- person finds them by searching for "duplicate" and fixes each by editing the serial or retiring it.
UPDATE "parts" AS p SET "serial_number" = p."serial_number" || ' (duplicate ' || d.n || ' of ' || d.first_id || ')'
FROM (
  SELECT "id", row_number() OVER w AS n, first_value("id") OVER w AS first_id
  FROM "parts" WHERE "status" <> 'retired' AND "serial_number" <> ''
  WINDOW w AS (PARTITION BY "account_id", lower("serial_number") ORDER BY "created_at", "id")
) AS d
WHERE p."id" = d."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "parts_account_serial_key" ON "parts" USING btree ("account_id",lower("serial_number")) WHERE "parts"."status" <> 'retired' AND "parts"."serial_number" <> '';--> statement-breakpoint
CREATE INDEX "parts_account_import_created_idx" ON "parts" USING btree ("account_id","import_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "parts"."import_id" IS NOT NULL;