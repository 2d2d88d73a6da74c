CREATE TABLE "analytics_event_hours" (
	"hour" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"event" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "analytics_event_hours_hour_type_event_pk" PRIMARY KEY("hour","type","event")
);
--> statement-breakpoint
CREATE TABLE "analytics_guide_organization_hours" (
	"hour" timestamp with time zone NOT NULL,
	"organization_id" text NOT NULL,
	CONSTRAINT "analytics_guide_organization_hours_hour_organization_id_pk" PRIMARY KEY("hour","organization_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_search_hours" (
	"hour" timestamp with time zone NOT NULL,
	"query" text NOT NULL,
	"searches" integer NOT NULL,
	"without_results" integer NOT NULL,
	"results_sum" numeric NOT NULL,
	"results_counted" integer NOT NULL,
	CONSTRAINT "analytics_search_hours_hour_query_pk" PRIMARY KEY("hour","query")
);
--> statement-breakpoint
-- The staff dashboard's rollups, kept by one statement trigger: each INSERT into analytics_events (a
-- collector batch, ON CONFLICT DO NOTHING) adds only the rows it really stored, grouped, in key order so two
-- batches lock shared rows in the same order. The event names are the web tracker's
-- (ANALYTICS_EVENT_NAMES in packages/contract/src/staff-analytics.ts).
CREATE OR REPLACE FUNCTION analytics_events_roll_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_event_hours (hour, type, event, events)
    SELECT date_trunc('hour', "timestamp", 'UTC'), type, coalesce(event, ''), count(*)
    FROM new_events GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (hour, type, event) DO UPDATE SET events = analytics_event_hours.events + excluded.events;
  INSERT INTO analytics_search_hours (hour, query, searches, without_results, results_sum, results_counted)
    SELECT hour, query, count(*), count(*) FILTER (WHERE rc = 0), coalesce(sum(rc), 0), count(rc)
    FROM (
      SELECT date_trunc('hour', "timestamp", 'UTC') AS hour,
        lower(btrim(coalesce(properties->>'query', ''))) AS query,
        CASE WHEN jsonb_typeof(properties->'result_count') = 'number'
          THEN (properties->>'result_count')::numeric END AS rc
      FROM new_events WHERE type = 'track' AND event = 'Products Searched'
    ) s
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (hour, query) DO UPDATE SET
      searches = analytics_search_hours.searches + excluded.searches,
      without_results = analytics_search_hours.without_results + excluded.without_results,
      results_sum = analytics_search_hours.results_sum + excluded.results_sum,
      results_counted = analytics_search_hours.results_counted + excluded.results_counted;
  INSERT INTO analytics_guide_organization_hours (hour, organization_id)
    SELECT DISTINCT date_trunc('hour', "timestamp", 'UTC'), organization_id
    FROM new_events
    WHERE type = 'track' AND event IN ('Order Guide Search', 'Order Guide Added to Cart')
      AND organization_id IS NOT NULL
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER analytics_events_rolled_up AFTER INSERT ON analytics_events
  REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION analytics_events_roll_up();--> statement-breakpoint
-- The events stored before the rollups existed.
INSERT INTO analytics_event_hours (hour, type, event, events)
  SELECT date_trunc('hour', "timestamp", 'UTC'), type, coalesce(event, ''), count(*)
  FROM analytics_events GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO analytics_search_hours (hour, query, searches, without_results, results_sum, results_counted)
  SELECT hour, query, count(*), count(*) FILTER (WHERE rc = 0), coalesce(sum(rc), 0), count(rc)
  FROM (
    SELECT date_trunc('hour', "timestamp", 'UTC') AS hour,
      lower(btrim(coalesce(properties->>'query', ''))) AS query,
      CASE WHEN jsonb_typeof(properties->'result_count') = 'number'
        THEN (properties->>'result_count')::numeric END AS rc
    FROM analytics_events WHERE type = 'track' AND event = 'Products Searched'
  ) s
  GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO analytics_guide_organization_hours (hour, organization_id)
  SELECT DISTINCT date_trunc('hour', "timestamp", 'UTC'), organization_id
  FROM analytics_events
  WHERE type = 'track' AND event IN ('Order Guide Search', 'Order Guide Added to Cart')
    AND organization_id IS NOT NULL;
