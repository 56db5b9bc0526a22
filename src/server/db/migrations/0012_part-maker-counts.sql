CREATE TABLE "part_maker_counts" (
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"part_type" text NOT NULL,
	"manufacturer" text NOT NULL,
	"model" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "part_maker_counts_pk" PRIMARY KEY("account_id","status","part_type","manufacturer","model")
);
--> statement-breakpoint
CREATE INDEX "parts_label_serial_idx" ON "parts" USING gin (lower("internal_label" || E'\n' || "serial_number") gin_trgm_ops);--> statement-breakpoint
-- Keeps part_maker_counts exact, the same way 0002 and 0008 keep the other part counters: one
-- grouped upsert per statement, deltas applied in key order so concurrent transactions lock
-- counter rows in the same order.
CREATE FUNCTION part_maker_counts_apply_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO part_maker_counts (account_id, status, part_type, manufacturer, model, n)
  SELECT account_id, status, part_type, manufacturer, model, count(*) FROM new_rows
  GROUP BY account_id, status, part_type, manufacturer, model ORDER BY account_id, status, part_type, manufacturer, model
  ON CONFLICT (account_id, status, part_type, manufacturer, model) DO UPDATE SET n = part_maker_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION part_maker_counts_apply_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO part_maker_counts (account_id, status, part_type, manufacturer, model, n)
  SELECT account_id, status, part_type, manufacturer, model, -count(*) FROM old_rows
  GROUP BY account_id, status, part_type, manufacturer, model ORDER BY account_id, status, part_type, manufacturer, model
  ON CONFLICT (account_id, status, part_type, manufacturer, model) DO UPDATE SET n = part_maker_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION part_maker_counts_apply_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO part_maker_counts (account_id, status, part_type, manufacturer, model, n)
  SELECT account_id, status, part_type, manufacturer, model, sum(d) FROM (
    SELECT account_id, status, part_type, manufacturer, model, -1 AS d FROM old_rows
    UNION ALL
    SELECT account_id, status, part_type, manufacturer, model, 1 AS d FROM new_rows
  ) AS changes
  GROUP BY account_id, status, part_type, manufacturer, model HAVING sum(d) <> 0
  ORDER BY account_id, status, part_type, manufacturer, model
  ON CONFLICT (account_id, status, part_type, manufacturer, model) DO UPDATE SET n = part_maker_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER part_maker_counts_after_insert AFTER INSERT ON parts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION part_maker_counts_apply_insert();
--> statement-breakpoint
CREATE TRIGGER part_maker_counts_after_delete AFTER DELETE ON parts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION part_maker_counts_apply_delete();
--> statement-breakpoint
CREATE TRIGGER part_maker_counts_after_update AFTER UPDATE ON parts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION part_maker_counts_apply_update();
--> statement-breakpoint
-- Databases that already hold parts start from their true counts.
INSERT INTO part_maker_counts (account_id, status, part_type, manufacturer, model, n)
SELECT account_id, status, part_type, manufacturer, model, count(*) FROM parts GROUP BY account_id, status, part_type, manufacturer, model;
