CREATE TABLE "part_type_aliases" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"value" text NOT NULL,
	"value_key" text NOT NULL,
	"part_type" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "part_type_aliases" ADD CONSTRAINT "part_type_aliases_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "part_type_aliases_account_key_idx" ON "part_type_aliases" USING btree ("account_id","value_key");