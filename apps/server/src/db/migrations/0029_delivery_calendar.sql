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
--> statement-breakpoint
-- A store whose content was written before issue 30 gets the delivery calendar page under its staff console
-- (the seed and an empty store's start write it for new stores).
INSERT INTO "content_items" ("parent_id", "name", "page_type", "url_segment", "url", "language", "properties", "sort_order", "is_editable")
SELECT "id", 'Delivery calendar', 'StaffCalendarPage', 'delivery-calendar', '/staff/delivery-calendar/', "language",
  '{"heading":"Delivery calendar","intro":"Each warehouse’s weekly delivery pattern and its dated exceptions: closed days, moved deliveries, extra days and cut-offs."}'::jsonb,
  125, false
FROM "content_items"
WHERE "page_type" = 'StaffHomePage'
  AND NOT EXISTS (SELECT 1 FROM "content_items" WHERE "page_type" = 'StaffCalendarPage')
ON CONFLICT DO NOTHING;
