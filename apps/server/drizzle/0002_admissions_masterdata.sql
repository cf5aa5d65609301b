CREATE TABLE "admission_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "admission_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "agents_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "caste_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "caste_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "key_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "key_values_key_value_uq" UNIQUE("key","value")
);
--> statement-breakpoint
CREATE TABLE "seat_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "seat_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sub_castes" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sub_castes_category_name_uq" UNIQUE("category_id","name")
);
--> statement-breakpoint
CREATE TABLE "admission_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"admission_number" text NOT NULL,
	"date_of_admission" text,
	"admission_type" text,
	"seat_type" text,
	"category" text,
	"sub_caste" text,
	"aadhaar_cipher" text NOT NULL,
	"aadhaar_hash" text NOT NULL,
	"aadhaar_last4" text NOT NULL,
	"data" jsonb NOT NULL,
	"photo_file" text,
	"photo_type" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_student_id_unique" UNIQUE("student_id"),
	CONSTRAINT "applications_admission_number_unique" UNIQUE("admission_number"),
	CONSTRAINT "applications_aadhaar_hash_unique" UNIQUE("aadhaar_hash")
);
--> statement-breakpoint
ALTER TABLE "sub_castes" ADD CONSTRAINT "sub_castes_category_id_caste_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."caste_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at");