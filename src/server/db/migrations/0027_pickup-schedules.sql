CREATE TABLE "pickup_schedule_occurrences" (
	"schedule_id" text NOT NULL,
	"occurrence_date" date NOT NULL,
	"status" text NOT NULL,
	"pickup_date" date NOT NULL,
	"order_id" text,
	"decided_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "pickup_schedule_occurrences_schedule_id_occurrence_date_pk" PRIMARY KEY("schedule_id","occurrence_date")
);
--> statement-breakpoint
CREATE TABLE "pickup_schedule_skips" (
	"schedule_id" text NOT NULL,
	"occurrence_date" date NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "pickup_schedule_skips_schedule_id_occurrence_date_pk" PRIMARY KEY("schedule_id","occurrence_date")
);
--> statement-breakpoint
CREATE TABLE "pickup_schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"site_id" text NOT NULL,
	"rule" text NOT NULL,
	"anchor_date" date NOT NULL,
	"window_preference" jsonb NOT NULL,
	"lead_days" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"resume_on" date,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"created_by_member_id" text,
	"created_by_name" text
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_schedule_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "pickup_schedule_occurrences" ADD CONSTRAINT "pickup_schedule_occurrences_schedule_id_pickup_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."pickup_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_schedule_skips" ADD CONSTRAINT "pickup_schedule_skips_schedule_id_pickup_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."pickup_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_schedules" ADD CONSTRAINT "pickup_schedules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_schedules" ADD CONSTRAINT "pickup_schedules_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickup_schedules_account_created_idx" ON "pickup_schedules" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pickup_schedules_site_idx" ON "pickup_schedules" USING btree ("account_id","site_id");--> statement-breakpoint
CREATE INDEX "pickup_schedules_active_idx" ON "pickup_schedules" USING btree ("status") WHERE "pickup_schedules"."status" = 'active' or "pickup_schedules"."resume_on" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_schedule_occurrence_key" ON "orders" USING btree ("pickup_schedule_id","occurrence_date") WHERE "orders"."pickup_schedule_id" is not null;