CREATE TABLE "part_wear_counts" (
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"part_type" text NOT NULL,
	"wear_level" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "part_wear_counts_account_id_status_part_type_wear_level_pk" PRIMARY KEY("account_id","status","part_type","wear_level")
);
--> statement-breakpoint
-- Keeps part_wear_counts exact, the same way 0002 keeps part_counts: one grouped
-- upsert per statement, deltas applied in key order so concurrent transactions
-- lock counter rows in the same order.
CREATE FUNCTION part_wear_counts_apply_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO part_wear_counts (account_id, status, part_type, wear_level, n)
  SELECT account_id, status, part_type, wear_level, count(*) FROM new_rows
  GROUP BY account_id, status, part_type, wear_level ORDER BY account_id, status, part_type, wear_level
  ON CONFLICT (account_id, status, part_type, wear_level) DO UPDATE SET n = part_wear_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION part_wear_counts_apply_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO part_wear_counts (account_id, status, part_type, wear_level, n)
  SELECT account_id, status, part_type, wear_level, -count(*) FROM old_rows
  GROUP BY account_id, status, part_type, wear_level ORDER BY account_id, status, part_type, wear_level
  ON CONFLICT (account_id, status, part_type, wear_level) DO UPDATE SET n = part_wear_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION part_wear_counts_apply_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO part_wear_counts (account_id, status, part_type, wear_level, n)
  SELECT account_id, status, part_type, wear_level, sum(d) FROM (
    SELECT account_id, status, part_type, wear_level, -1 AS d FROM old_rows
    UNION ALL
    SELECT account_id, status, part_type, wear_level, 1 AS d FROM new_rows
  ) AS changes
  GROUP BY account_id, status, part_type, wear_level HAVING sum(d) <> 0
  ORDER BY account_id, status, part_type, wear_level
  ON CONFLICT (account_id, status, part_type, wear_level) DO UPDATE SET n = part_wear_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER part_wear_counts_after_insert AFTER INSERT ON parts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION part_wear_counts_apply_insert();
--> statement-breakpoint
CREATE TRIGGER part_wear_counts_after_delete AFTER DELETE ON parts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION part_wear_counts_apply_delete();
--> statement-breakpoint
CREATE TRIGGER part_wear_counts_after_update AFTER UPDATE ON parts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION part_wear_counts_apply_update();
--> statement-breakpoint
-- Databases that already hold parts start from their true counts.
INSERT INTO part_wear_counts (account_id, status, part_type, wear_level, n)
SELECT account_id, status, part_type, wear_level, count(*) FROM parts GROUP BY account_id, status, part_type, wear_level;
