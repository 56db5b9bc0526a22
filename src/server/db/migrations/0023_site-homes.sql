-- Every account has a site and every part a home. An account gets its "Main site" when it is made
-- (existing accounts here, new ones by the trigger below): the business's zone and pickup hours
-- (DEFAULT_PICKUP_RULES: America/New_York, Monday to Friday 08:00-18:00), an address to fill in.
CREATE FUNCTION sites_insert_main_site(account text, made_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sites (id, account_id, name, address, time_zone, receiving_hours, closed_dates, status, created_at)
  VALUES (
    'site_' || substr(md5(account || clock_timestamp()::text || random()::text), 1, 16),
    account,
    'Main site',
    '{"line1":"","line2":"","city":"","region":"","postal_code":"","country":""}'::jsonb,
    'America/New_York',
    '{"mon":[{"start":"08:00","end":"18:00"}],"tue":[{"start":"08:00","end":"18:00"}],"wed":[{"start":"08:00","end":"18:00"}],"thu":[{"start":"08:00","end":"18:00"}],"fri":[{"start":"08:00","end":"18:00"}],"sat":[],"sun":[]}'::jsonb,
    '[]'::jsonb,
    'active',
    made_at
  );
END $$;
--> statement-breakpoint
CREATE FUNCTION sites_after_account_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sites_insert_main_site(NEW.id, coalesce(NEW.created_at, now()));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sites_after_account_insert AFTER INSERT ON accounts
  FOR EACH ROW EXECUTE FUNCTION sites_after_account_insert();
--> statement-breakpoint
SELECT sites_insert_main_site(a.id, a.created_at) FROM accounts a
WHERE NOT EXISTS (SELECT 1 FROM sites s WHERE s.account_id = a.id);
--> statement-breakpoint
UPDATE parts p SET site_id = s.id FROM sites s WHERE s.account_id = p.account_id AND p.site_id IS NULL;
--> statement-breakpoint
ALTER TABLE parts ALTER COLUMN site_id SET NOT NULL;
--> statement-breakpoint
-- A part inserted without a site (the seed's and the benchmarks' bulk inserts) gets the account's
-- oldest active site. The API never relies on it: it names the site or defaults it itself.
CREATE FUNCTION parts_default_site() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT id INTO NEW.site_id FROM sites
  WHERE account_id = NEW.account_id AND status = 'active'
  ORDER BY created_at, id LIMIT 1;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER parts_default_site BEFORE INSERT ON parts
  FOR EACH ROW WHEN (NEW.site_id IS NULL) EXECUTE FUNCTION parts_default_site();
--> statement-breakpoint
-- Keeps site_part_counts exact, as part_counts is kept (statement-level, deltas in key order).
CREATE FUNCTION site_part_counts_apply_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO site_part_counts (account_id, site_id, status, part_type, n)
  SELECT account_id, site_id, status, part_type, count(*) FROM new_rows
  GROUP BY account_id, site_id, status, part_type ORDER BY account_id, site_id, status, part_type
  ON CONFLICT (account_id, site_id, status, part_type) DO UPDATE SET n = site_part_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION site_part_counts_apply_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO site_part_counts (account_id, site_id, status, part_type, n)
  SELECT account_id, site_id, status, part_type, -count(*) FROM old_rows
  GROUP BY account_id, site_id, status, part_type ORDER BY account_id, site_id, status, part_type
  ON CONFLICT (account_id, site_id, status, part_type) DO UPDATE SET n = site_part_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION site_part_counts_apply_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO site_part_counts (account_id, site_id, status, part_type, n)
  SELECT account_id, site_id, status, part_type, sum(d) FROM (
    SELECT account_id, site_id, status, part_type, -1 AS d FROM old_rows
    UNION ALL
    SELECT account_id, site_id, status, part_type, 1 AS d FROM new_rows
  ) AS changes
  GROUP BY account_id, site_id, status, part_type HAVING sum(d) <> 0
  ORDER BY account_id, site_id, status, part_type
  ON CONFLICT (account_id, site_id, status, part_type) DO UPDATE SET n = site_part_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER site_part_counts_after_insert AFTER INSERT ON parts
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION site_part_counts_apply_insert();
--> statement-breakpoint
CREATE TRIGGER site_part_counts_after_delete AFTER DELETE ON parts
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION site_part_counts_apply_delete();
--> statement-breakpoint
CREATE TRIGGER site_part_counts_after_update AFTER UPDATE ON parts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION site_part_counts_apply_update();
--> statement-breakpoint
INSERT INTO site_part_counts (account_id, site_id, status, part_type, n)
SELECT account_id, site_id, status, part_type, count(*) FROM parts GROUP BY account_id, site_id, status, part_type;
