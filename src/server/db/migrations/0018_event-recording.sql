-- Events keep two times: created_at is when the event was recorded (the order a poller follows),
-- occurred_at when the change happened (an order step that fell due earlier on the sandbox clock).
-- Rows recorded before had one time for both.
ALTER TABLE "events" ADD COLUMN "occurred_at" timestamp (3) with time zone;--> statement-breakpoint
UPDATE "events" SET "occurred_at" = "created_at";--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "occurred_at" SET NOT NULL;--> statement-breakpoint
-- Each account's last event time: recording an event takes the account's row here, so an
-- account's events are dated in commit order.
CREATE TABLE "event_clocks" (
	"account_id" text PRIMARY KEY NOT NULL,
	"last_at" timestamp (3) with time zone NOT NULL
);--> statement-breakpoint
INSERT INTO "event_clocks" ("account_id", "last_at") SELECT "account_id", max("created_at") FROM "events" GROUP BY "account_id";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "resend_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "disabled_at" timestamp (3) with time zone;--> statement-breakpoint
UPDATE "webhook_endpoints" SET "disabled_at" = coalesce("failing_since", "created_at") WHERE NOT "enabled";--> statement-breakpoint
-- A delivery falls due when the change happened, on the clock the retry schedule reads (the sandbox
-- clock); its row is dated when the event was recorded, as the event is. An endpoint is never sent
-- the events about itself (its own creation, its being disabled).
CREATE OR REPLACE FUNCTION events_after_insert_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_counts (account_id, type, day, n)
  VALUES (NEW.account_id, NEW.type, (NEW.created_at AT TIME ZONE 'UTC')::date, 1)
  ON CONFLICT (account_id, type, day) DO UPDATE SET n = event_counts.n + 1;
  INSERT INTO webhook_deliveries (id, account_id, endpoint_id, event_id, event_type, status, next_attempt_at, created_at)
  SELECT 'whd_' || substr(md5(NEW.id || ':' || endpoint.id), 1, 24), NEW.account_id, endpoint.id, NEW.id, NEW.type,
    'pending', NEW.occurred_at, NEW.created_at
  FROM webhook_endpoints AS endpoint
  WHERE endpoint.account_id = NEW.account_id AND endpoint.enabled
    AND (NEW.type = ANY (endpoint.events) OR '*' = ANY (endpoint.events))
    AND endpoint.id <> NEW.object_id;
  RETURN NULL;
END $$;
