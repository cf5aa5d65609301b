CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION library_search_text(title text, authors text[], subject text, publisher text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT lower(title || ' ' || array_to_string(authors, ' ') || ' ' || coalesce(subject, '') || ' ' || coalesce(publisher, '')) $$;--> statement-breakpoint
CREATE TABLE "library_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"opac_open_on_campus" boolean DEFAULT false NOT NULL,
	"campus_networks" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_titles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (library_search_text(title, authors, subject, publisher)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "library_titles_call_number_idx" ON "library_titles" USING btree ("call_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "library_titles_search_trgm_idx" ON "library_titles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "library_titles_search_fts_idx" ON "library_titles" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
INSERT INTO "library_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
