-- Every order picks up at one site (its parts' site) and keeps that site as it was (pickup_site);
-- an invoice copies its order's site, so the invoices of a site are an index walk.
ALTER TABLE "invoices" ADD COLUMN "site_id" text;--> statement-breakpoint
-- Nullable until the backfill below has given every existing order its site; then NOT NULL.
ALTER TABLE "orders" ADD COLUMN "site_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_site" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The snapshot an order keeps of its pickup site, the shape of the order's pickup_site field.
CREATE FUNCTION sites_pickup_snapshot(site text) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'id', s.id, 'name', s.name, 'address', s.address,
    'contact', jsonb_build_object('name', s.contact_name, 'phone', s.contact_phone),
    'access_notes', s.access_notes)
  FROM sites s WHERE s.id = site
$$;
--> statement-breakpoint
-- Before this migration every part of an account was at its one site, so an order's first part
-- names the site; an order without parts (a bulk insert) gets the account's oldest site.
UPDATE orders o SET site_id = coalesce(
  (SELECT p.site_id FROM order_parts op JOIN parts p ON p.id = op.part_id
   WHERE op.order_id = o.id ORDER BY op.position LIMIT 1),
  (SELECT s.id FROM sites s WHERE s.account_id = o.account_id ORDER BY s.created_at, s.id LIMIT 1))
WHERE o.site_id IS NULL;
--> statement-breakpoint
UPDATE orders SET pickup_site = sites_pickup_snapshot(site_id) WHERE pickup_site IS NULL;
--> statement-breakpoint
ALTER TABLE orders ALTER COLUMN site_id SET NOT NULL;
--> statement-breakpoint
ALTER TABLE orders ALTER COLUMN pickup_site SET NOT NULL;
--> statement-breakpoint
UPDATE invoices i SET site_id = o.site_id FROM orders o WHERE o.id = i.order_id AND i.site_id IS NULL;
--> statement-breakpoint
-- An order inserted without a site (tests' and the benchmarks' bulk inserts) gets the account's
-- oldest active site, and one without a snapshot its site's. createOrder names both itself.
CREATE FUNCTION orders_default_site() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.site_id IS NULL THEN
    SELECT id INTO NEW.site_id FROM sites
    WHERE account_id = NEW.account_id AND status = 'active'
    ORDER BY created_at, id LIMIT 1;
  END IF;
  IF NEW.pickup_site IS NULL THEN
    NEW.pickup_site := sites_pickup_snapshot(NEW.site_id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_default_site BEFORE INSERT ON orders
  FOR EACH ROW WHEN (NEW.site_id IS NULL OR NEW.pickup_site IS NULL) EXECUTE FUNCTION orders_default_site();
--> statement-breakpoint
-- Likewise an invoice of an order inserted without its site (issueInvoice names it).
CREATE FUNCTION invoices_default_site() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT site_id INTO NEW.site_id FROM orders WHERE id = NEW.order_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER invoices_default_site BEFORE INSERT ON invoices
  FOR EACH ROW WHEN (NEW.site_id IS NULL AND NEW.order_id IS NOT NULL) EXECUTE FUNCTION invoices_default_site();
--> statement-breakpoint
CREATE INDEX "invoices_account_site_created_idx" ON "invoices" USING btree ("account_id","site_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_account_site_created_idx" ON "orders" USING btree ("account_id","site_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
