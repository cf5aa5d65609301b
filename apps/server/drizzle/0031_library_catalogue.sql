CREATE TABLE "library_copies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"accession_number" text NOT NULL,
	"barcode" text NOT NULL,
	"location" text,
	"price_paise" integer,
	"source" text NOT NULL,
	"bill_number" text,
	"bill_date" date,
	"status" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_copies_source_ck" CHECK ("library_copies"."source" in ('purchase', 'donation')),
	CONSTRAINT "library_copies_status_ck" CHECK ("library_copies"."status" in ('available', 'on_loan', 'on_hold_shelf', 'lost', 'damaged', 'withdrawn')),
	CONSTRAINT "library_copies_price_ck" CHECK ("library_copies"."price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "library_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"authors" text[] NOT NULL,
	"publisher" text,
	"year" integer,
	"edition" text,
	"isbn" text,
	"subject" text,
	"language" text DEFAULT 'English' NOT NULL,
	"call_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_copies" ADD CONSTRAINT "library_copies_title_id_library_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."library_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_copies_accession_number_uq" ON "library_copies" USING btree ("accession_number");--> statement-breakpoint
CREATE UNIQUE INDEX "library_copies_barcode_uq" ON "library_copies" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "library_copies_title_idx" ON "library_copies" USING btree ("title_id");--> statement-breakpoint
CREATE INDEX "library_titles_title_idx" ON "library_titles" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "library_titles_isbn_idx" ON "library_titles" USING btree ("isbn");