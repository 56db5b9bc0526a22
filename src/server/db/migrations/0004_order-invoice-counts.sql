CREATE TABLE "invoice_counts" (
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "invoice_counts_account_id_status_day_pk" PRIMARY KEY("account_id","status","day")
);
--> statement-breakpoint
CREATE TABLE "order_counts" (
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_counts_account_id_status_day_pk" PRIMARY KEY("account_id","status","day")
);
--> statement-breakpoint
-- order_counts and invoice_counts are kept exact the way part_counts is (0002): statement-level
-- triggers with transition tables apply one grouped upsert per statement, in key order so
-- concurrent transactions lock counter rows in the same order. The day is created_at's UTC date,
-- the unit of the lists' from/to filters.
--> statement-breakpoint
CREATE FUNCTION order_counts_apply_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts (account_id, status, day, n)
  SELECT account_id, status, day, count(*) FROM (SELECT account_id, status, (created_at AT TIME ZONE 'UTC')::date AS day FROM new_rows) AS added
  GROUP BY account_id, status, day ORDER BY account_id, status, day
  ON CONFLICT (account_id, status, day) DO UPDATE SET n = order_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_counts_apply_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts (account_id, status, day, n)
  SELECT account_id, status, day, -count(*) FROM (SELECT account_id, status, (created_at AT TIME ZONE 'UTC')::date AS day FROM old_rows) AS removed
  GROUP BY account_id, status, day ORDER BY account_id, status, day
  ON CONFLICT (account_id, status, day) DO UPDATE SET n = order_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_counts_apply_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_counts (account_id, status, day, n)
  SELECT account_id, status, day, sum(d) FROM (
    SELECT account_id, status, (created_at AT TIME ZONE 'UTC')::date AS day, -1 AS d FROM old_rows
    UNION ALL
    SELECT account_id, status, (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS d FROM new_rows
  ) AS changes
  GROUP BY account_id, status, day HAVING sum(d) <> 0
  ORDER BY account_id, status, day
  ON CONFLICT (account_id, status, day) DO UPDATE SET n = order_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_counts_after_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply_insert();
--> statement-breakpoint
CREATE TRIGGER order_counts_after_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply_delete();
--> statement-breakpoint
CREATE TRIGGER order_counts_after_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_counts_apply_update();
--> statement-breakpoint
-- Databases that already hold orders start from their true counts.
INSERT INTO order_counts (account_id, status, day, n)
SELECT account_id, status, day, count(*) FROM (SELECT account_id, status, (created_at AT TIME ZONE 'UTC')::date AS day FROM orders) AS existing GROUP BY account_id, status, day;
--> statement-breakpoint
CREATE FUNCTION invoice_counts_apply_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_counts (account_id, status, day, n)
  SELECT account_id, status, day, count(*) FROM (SELECT account_id, status, (created_at AT TIME ZONE 'UTC')::date AS day FROM new_rows) AS added
  GROUP BY account_id, status, day ORDER BY account_id, status, day
  ON CONFLICT (account_id, status, day) DO UPDATE SET n = invoice_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION invoice_counts_apply_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_counts (account_id, status, day, n)
  SELECT account_id, status, day, -count(*) FROM (SELECT account_id, status, (created_at AT TIME ZONE 'UTC')::date AS day FROM old_rows) AS removed
  GROUP BY account_id, status, day ORDER BY account_id, status, day
  ON CONFLICT (account_id, status, day) DO UPDATE SET n = invoice_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION invoice_counts_apply_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_counts (account_id, status, day, n)
  SELECT account_id, status, day, sum(d) FROM (
    SELECT account_id, status, (created_at AT TIME ZONE 'UTC')::date AS day, -1 AS d FROM old_rows
    UNION ALL
    SELECT account_id, status, (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS d FROM new_rows
  ) AS changes
  GROUP BY account_id, status, day HAVING sum(d) <> 0
  ORDER BY account_id, status, day
  ON CONFLICT (account_id, status, day) DO UPDATE SET n = invoice_counts.n + EXCLUDED.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoice_counts_after_insert AFTER INSERT ON invoices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_apply_insert();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_after_delete AFTER DELETE ON invoices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_apply_delete();
--> statement-breakpoint
CREATE TRIGGER invoice_counts_after_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_apply_update();
--> statement-breakpoint
-- Databases that already hold invoices start from their true counts.
INSERT INTO invoice_counts (account_id, status, day, n)
SELECT account_id, status, day, count(*) FROM (SELECT account_id, status, (created_at AT TIME ZONE 'UTC')::date AS day FROM invoices) AS existing GROUP BY account_id, status, day;
