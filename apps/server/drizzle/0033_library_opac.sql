CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION library_search_vector(title text, authors text[], subject text, publisher text) RETURNS tsvector
	LANGUAGE sql IMMUTABLE PARALLEL SAFE
	AS $$ SELECT setweight(to_tsvector('simple', title), 'A')
		|| setweight(to_tsvector('simple', array_to_string(authors, ' ')), 'B')
		|| setweight(to_tsvector('simple', coalesce(subject, '')), 'C')
		|| setweight(to_tsvector('simple', coalesce(publisher, '')), 'D') $$;--> statement-breakpoint
CREATE TABLE "library_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"opac_open_on_campus" boolean DEFAULT false NOT NULL,
	"campus_networks" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_titles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (library_search_vector(title, authors, subject, publisher)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "library_search_words_trgm_idx" ON "library_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "library_titles_call_number_idx" ON "library_titles" USING btree ("call_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "library_titles_search_idx" ON "library_titles" USING gin ("search_vector");--> statement-breakpoint
CREATE OR REPLACE FUNCTION library_keep_search_words() RETURNS trigger
	LANGUAGE plpgsql
	AS $$
BEGIN
	INSERT INTO library_search_words (word)
		SELECT DISTINCT w FROM written, unnest(tsvector_to_array(written.search_vector)) AS w
		ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER library_titles_words_added AFTER INSERT ON library_titles REFERENCING NEW TABLE AS written
	FOR EACH STATEMENT EXECUTE FUNCTION library_keep_search_words();--> statement-breakpoint
CREATE TRIGGER library_titles_words_changed AFTER UPDATE ON library_titles REFERENCING NEW TABLE AS written
	FOR EACH STATEMENT EXECUTE FUNCTION library_keep_search_words();--> statement-breakpoint
INSERT INTO library_search_words (word)
	SELECT DISTINCT w FROM library_titles, unnest(tsvector_to_array(library_titles.search_vector)) AS w
	ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER library_titles_changed_insert AFTER INSERT ON library_titles FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER library_titles_changed_update AFTER UPDATE ON library_titles FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER library_titles_changed_delete AFTER DELETE ON library_titles FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER library_copies_changed_insert AFTER INSERT ON library_copies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('l', 'r.title_id::text');
--> statement-breakpoint
CREATE TRIGGER library_copies_changed_update AFTER UPDATE ON library_copies REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('l', 'r.title_id::text');
--> statement-breakpoint
CREATE TRIGGER library_copies_changed_delete AFTER DELETE ON library_copies REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_rows('l', 'r.title_id::text');
