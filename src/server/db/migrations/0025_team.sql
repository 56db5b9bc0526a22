CREATE TABLE "audit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"action" text NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"target_name" text DEFAULT '' NOT NULL,
	"ip" text,
	"user_agent" text,
	"changes" jsonb
);
--> statement-breakpoint
CREATE TABLE "caught_mail" (
	"id" text PRIMARY KEY NOT NULL,
	"outbox_id" text,
	"mail_from" text NOT NULL,
	"rcpt_to" text[] NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"message_id" text,
	"received_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone NOT NULL,
	"lease_token" text,
	"lease_until" timestamp (3) with time zone,
	"last_error" text,
	"message_id" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"sent_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"site_ids" jsonb,
	"token_hash" text NOT NULL,
	"invited_by_member_id" text,
	"invited_by_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"last_sent_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"accepted_at" timestamp (3) with time zone,
	"accepted_member_id" text,
	"revoked_at" timestamp (3) with time zone,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"site_ids" jsonb,
	"created_at" timestamp (3) with time zone NOT NULL,
	"last_signed_in_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "created_by_member_id" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "created_by_name" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "created_by_member_id" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "created_by_name" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_account_occurred_idx" ON "audit_events" USING btree ("account_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_account_action_idx" ON "audit_events" USING btree ("account_id","action","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_account_actor_idx" ON "audit_events" USING btree ("account_id","actor_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_account_target_idx" ON "audit_events" USING btree ("account_id","target_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "caught_mail_received_idx" ON "caught_mail" USING btree ("received_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "caught_mail_outbox_idx" ON "caught_mail" USING btree ("outbox_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_outbox_account_created_idx" ON "mail_outbox" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_pending_email_key" ON "invitations" USING btree ("account_id","email") WHERE "invitations"."accepted_at" is null and "invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "invitations_account_created_idx" ON "invitations" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_account_user_key" ON "members" USING btree ("account_id","user_id");--> statement-breakpoint
CREATE INDEX "members_user_idx" ON "members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "members_account_created_idx" ON "members" USING btree ("account_id","created_at","id");--> statement-breakpoint
-- Every user becomes a member of their account: its first user the owner, other managers admins
-- (they could do everything an admin can), viewers stay viewers.
INSERT INTO members (id, account_id, user_id, role, site_ids, created_at)
SELECT 'mem_' || substr(md5(u.id || random()::text), 1, 16), u.account_id, u.id,
  CASE
    WHEN u.id = (SELECT first.id FROM users first WHERE first.account_id = u.account_id ORDER BY first.created_at, first.id LIMIT 1)
      THEN 'owner'
    WHEN u.role = 'manager' THEN 'admin'
    ELSE 'viewer'
  END,
  NULL, u.created_at
FROM users u;
--> statement-breakpoint
-- The audit log is a record nobody edits: no UPDATE, and DELETE only of entries past the 365-day retention.
CREATE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.occurred_at < now() - interval '365 days' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events entries cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_events_refuse_change BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_events_refuse_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_change();
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "account_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";