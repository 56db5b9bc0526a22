CREATE TABLE "part_counts" (
	"account_id" text NOT NULL,
	"status" text NOT NULL,
	"part_type" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "part_counts_account_id_status_part_type_pk" PRIMARY KEY("account_id","status","part_type")
);
