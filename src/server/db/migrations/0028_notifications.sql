CREATE TABLE "billing_contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"unsubscribed_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_digest_items" (
	"member_id" text NOT NULL,
	"event_id" text NOT NULL,
	"account_id" text NOT NULL,
	"category" text NOT NULL,
	"line" jsonb NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "notification_digest_items_member_id_event_id_pk" PRIMARY KEY("member_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"member_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"categories" jsonb NOT NULL,
	"site_ids" jsonb,
	"digest_time_zone" text NOT NULL,
	"turned_off_by_link" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_queue" (
	"event_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_devices" (
	"user_id" text NOT NULL,
	"device_key" text NOT NULL,
	"first_seen_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "sign_in_devices_user_id_device_key_pk" PRIMARY KEY("user_id","device_key")
);
--> statement-breakpoint
ALTER TABLE "caught_mail" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "billing_contacts" ADD CONSTRAINT "billing_contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_digest_items" ADD CONSTRAINT "notification_digest_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_devices" ADD CONSTRAINT "sign_in_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_contacts_account_email_key" ON "billing_contacts" USING btree ("account_id","email");--> statement-breakpoint
CREATE INDEX "billing_contacts_account_created_idx" ON "billing_contacts" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notification_digest_items_member_idx" ON "notification_digest_items" USING btree ("member_id","occurred_at");--> statement-breakpoint
CREATE INDEX "notification_queue_created_idx" ON "notification_queue" USING btree ("created_at","event_id");