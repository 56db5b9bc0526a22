-- Keeps part_counts exact. Statement-level triggers with transition tables add
-- one grouped upsert per statement, so bulk inserts stay fast. Deltas are
-- applied in key order so concurrent transactions lock counter rows in the
-- same order (no deadlocks).
CREATE FUNCTION part_counts_apply_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO part_counts (account_id, status, part_type, n)
  SELECT account_id, status, part_type, count(*) FROM new_rows
  GROUP BY account_id, status, part_type ORDER BY account_id, status, part_type
  ON CONFLICT (account_id, status, part_type) DO UPDATE SET n = part_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION part_counts_apply_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO part_counts (account_id, status, part_type, n)
  SELECT account_id, status, part_type, -count(*) FROM old_rows
  GROUP BY account_id, status, part_type ORDER BY account_id, status, part_type
  ON CONFLICT (account_id, status, part_type) DO UPDATE SET n = part_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION part_counts_apply_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO part_counts (account_id, status, part_type, n)
  SELECT account_id, status, part_type, sum(d) FROM (
    SELECT account_id, status, part_type, -1 AS d FROM old_rows
    UNION ALL
    SELECT account_id, status, part_type, 1 AS d FROM new_rows
  ) AS changes
  GROUP BY account_id, status, part_type HAVING sum(d) <> 0
  ORDER BY account_id, status, part_type
  ON CONFLICT (account_id, status, part_type) DO UPDATE SET n = part_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER part_counts_after_insert AFTER INSERT ON parts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION part_counts_apply_insert();
--> statement-breakpoint
CREATE TRIGGER part_counts_after_delete AFTER DELETE ON parts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION part_counts_apply_delete();
--> statement-breakpoint
CREATE TRIGGER part_counts_after_update AFTER UPDATE ON parts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION part_counts_apply_update();
--> statement-breakpoint
-- Databases that already hold parts start from their true counts.
INSERT INTO part_counts (account_id, status, part_type, n)
SELECT account_id, status, part_type, count(*) FROM parts GROUP BY account_id, status, part_type;
