CREATE TABLE "site_part_counts" (
	"account_id" text NOT NULL,
	"site_id" text NOT NULL,
	"status" text NOT NULL,
	"part_type" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "site_part_counts_pk" PRIMARY KEY("account_id","site_id","status","part_type")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"address" jsonb NOT NULL,
	"time_zone" text NOT NULL,
	"receiving_hours" jsonb NOT NULL,
	"closed_dates" jsonb NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"access_notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "part_history" ADD COLUMN "from_site_id" text;--> statement-breakpoint
ALTER TABLE "part_history" ADD COLUMN "to_site_id" text;--> statement-breakpoint
ALTER TABLE "part_history" ADD COLUMN "made_by_kind" text;--> statement-breakpoint
ALTER TABLE "part_history" ADD COLUMN "made_by_name" text;--> statement-breakpoint
-- Nullable until the next migration has given every existing part its account's site; it sets NOT NULL.
ALTER TABLE "parts" ADD COLUMN "site_id" text;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sites_account_created_idx" ON "sites" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sites_account_name_key" ON "sites" USING btree ("account_id",lower("name"));--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parts_account_site_created_idx" ON "parts" USING btree ("account_id","site_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);