-- hand-written
-- The delivery calendar (ADR 042): dated exceptions to a business unit's weekly delivery pattern, and one
-- stamp every calendar write moves in its own transaction, so each process sees a change at its next request.
CREATE TABLE "delivery_calendar_exceptions" (
	"business_unit_id" text NOT NULL REFERENCES "business_units"("id") ON DELETE CASCADE,
	"date" date NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"moved_to" date,
	"extra" boolean DEFAULT false NOT NULL,
	"cutoff_date" date,
	"cutoff_time" text,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_calendar_exceptions_pk" PRIMARY KEY ("business_unit_id", "date")
);
--> statement-breakpoint
CREATE TABLE "delivery_calendar_stamp" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "delivery_calendar_stamp" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
