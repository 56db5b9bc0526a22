-- event_counts is kept exact the way order_counts is (0004): statement-level triggers with transition
-- tables apply one grouped upsert per statement, in key order. Events are never updated, only
-- inserted and pruned, so there is no update trigger.
CREATE FUNCTION event_counts_apply_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_counts (account_id, type, day, n)
  SELECT account_id, type, day, count(*) FROM (SELECT account_id, type, (created_at AT TIME ZONE 'UTC')::date AS day FROM new_rows) AS added
  GROUP BY account_id, type, day ORDER BY account_id, type, day
  ON CONFLICT (account_id, type, day) DO UPDATE SET n = event_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION event_counts_apply_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_counts (account_id, type, day, n)
  SELECT account_id, type, day, -count(*) FROM (SELECT account_id, type, (created_at AT TIME ZONE 'UTC')::date AS day FROM old_rows) AS removed
  GROUP BY account_id, type, day ORDER BY account_id, type, day
  ON CONFLICT (account_id, type, day) DO UPDATE SET n = event_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_counts_after_insert AFTER INSERT ON events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION event_counts_apply_insert();
--> statement-breakpoint
CREATE TRIGGER event_counts_after_delete AFTER DELETE ON events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION event_counts_apply_delete();
