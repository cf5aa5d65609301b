CREATE TABLE "library_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_id" integer NOT NULL,
	"member_kind" text NOT NULL,
	"student_id" integer,
	"faculty_id" integer,
	"placed_on" date NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"copy_id" integer,
	"ready_on" date,
	"pickup_by" date,
	"closed_on" date,
	"closed_at" timestamp with time zone,
	"placed_by" integer,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "library_holds_member_ck" CHECK (("library_holds"."member_kind" = 'student' and "library_holds"."student_id" is not null and "library_holds"."faculty_id" is null) or ("library_holds"."member_kind" = 'faculty' and "library_holds"."faculty_id" is not null and "library_holds"."student_id" is null)),
	CONSTRAINT "library_holds_status_ck" CHECK ("library_holds"."status" in ('waiting', 'ready', 'fulfilled', 'cancelled', 'expired')),
	CONSTRAINT "library_holds_ready_ck" CHECK ("library_holds"."status" <> 'ready' or ("library_holds"."copy_id" is not null and "library_holds"."ready_on" is not null and "library_holds"."pickup_by" is not null)),
	CONSTRAINT "library_holds_closed_ck" CHECK (("library_holds"."closed_at" is null) = ("library_holds"."status" in ('waiting', 'ready')))
);
--> statement-breakpoint
ALTER TABLE "library_holds" ADD CONSTRAINT "library_holds_title_id_library_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."library_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_holds" ADD CONSTRAINT "library_holds_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_holds" ADD CONSTRAINT "library_holds_faculty_id_faculty_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculty"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_holds" ADD CONSTRAINT "library_holds_copy_id_library_copies_id_fk" FOREIGN KEY ("copy_id") REFERENCES "public"."library_copies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_holds" ADD CONSTRAINT "library_holds_placed_by_users_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_holds" ADD CONSTRAINT "library_holds_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_holds_open_student_uq" ON "library_holds" USING btree ("title_id","student_id") WHERE "library_holds"."status" in ('waiting', 'ready') and "library_holds"."student_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "library_holds_open_faculty_uq" ON "library_holds" USING btree ("title_id","faculty_id") WHERE "library_holds"."status" in ('waiting', 'ready') and "library_holds"."faculty_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "library_holds_ready_copy_uq" ON "library_holds" USING btree ("copy_id") WHERE "library_holds"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "library_holds_queue_idx" ON "library_holds" USING btree ("title_id","id") WHERE "library_holds"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "library_holds_pickup_idx" ON "library_holds" USING btree ("pickup_by") WHERE "library_holds"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "library_holds_student_idx" ON "library_holds" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "library_holds_faculty_idx" ON "library_holds" USING btree ("faculty_id");--> statement-breakpoint
CREATE TRIGGER library_holds_changed_insert AFTER INSERT ON library_holds FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER library_holds_changed_update AFTER UPDATE ON library_holds FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
--> statement-breakpoint
CREATE TRIGGER library_holds_changed_delete AFTER DELETE ON library_holds FOR EACH STATEMENT EXECUTE FUNCTION campus_notify_table();
