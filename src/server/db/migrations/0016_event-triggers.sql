-- The outbox's bookkeeping happens in the database, in the statement that records an event: a row
-- trigger counts the event in event_counts (the list's total, as order_counts does for orders) and
-- queues one delivery per enabled endpoint of the account that subscribes to its type (or to '*'),
-- due at the event's time. Its statements are planned once per connection, so an event costs its
-- write little more than the insert itself. The delivery id is derived from the event and the
-- endpoint: one delivery per pair, whichever way it is made.
CREATE FUNCTION events_after_insert_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_counts (account_id, type, day, n)
  VALUES (NEW.account_id, NEW.type, (NEW.created_at AT TIME ZONE 'UTC')::date, 1)
  ON CONFLICT (account_id, type, day) DO UPDATE SET n = event_counts.n + 1;
  INSERT INTO webhook_deliveries (id, account_id, endpoint_id, event_id, event_type, status, next_attempt_at, created_at)
  SELECT 'whd_' || substr(md5(NEW.id || ':' || endpoint.id), 1, 24), NEW.account_id, endpoint.id, NEW.id, NEW.type,
    'pending', NEW.created_at, NEW.created_at
  FROM webhook_endpoints AS endpoint
  WHERE endpoint.account_id = NEW.account_id AND endpoint.enabled
    AND (NEW.type = ANY (endpoint.events) OR '*' = ANY (endpoint.events));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_after_insert AFTER INSERT ON events FOR EACH ROW EXECUTE FUNCTION events_after_insert_row();
--> statement-breakpoint
-- Pruning deletes many events at once: one grouped update per statement, in key order.
CREATE FUNCTION event_counts_apply_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_counts (account_id, type, day, n)
  SELECT account_id, type, day, -count(*) FROM (SELECT account_id, type, (created_at AT TIME ZONE 'UTC')::date AS day FROM old_rows) AS removed
  GROUP BY account_id, type, day ORDER BY account_id, type, day
  ON CONFLICT (account_id, type, day) DO UPDATE SET n = event_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_counts_after_delete AFTER DELETE ON events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION event_counts_apply_delete();
