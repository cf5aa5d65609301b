CREATE TABLE "due_reminder_schedule" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"offsets" integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "due_reminder_schedule_one_row" CHECK ("due_reminder_schedule"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "fee_due_dates" (
	"id" serial PRIMARY KEY NOT NULL,
	"fee_type_id" integer NOT NULL,
	"semester" smallint NOT NULL,
	"due_on" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_due_dates_uq" UNIQUE("fee_type_id","semester"),
	CONSTRAINT "fee_due_dates_semester" CHECK ("fee_due_dates"."semester" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "fee_due_dates" ADD CONSTRAINT "fee_due_dates_fee_type_id_fee_types_id_fk" FOREIGN KEY ("fee_type_id") REFERENCES "public"."fee_types"("id") ON DELETE cascade ON UPDATE no action;