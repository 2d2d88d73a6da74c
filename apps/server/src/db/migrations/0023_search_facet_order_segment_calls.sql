CREATE TABLE "search_facet_order" (
	"id" smallint PRIMARY KEY NOT NULL,
	"facets" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "group_id" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "previous_id" text;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "integrations" jsonb;
