CREATE TABLE "search_facet_order" (
	"id" smallint PRIMARY KEY NOT NULL,
	"facets" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
