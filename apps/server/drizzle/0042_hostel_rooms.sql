CREATE TABLE "hostel_beds" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"label" text NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"blocked_reason" text,
	CONSTRAINT "hostel_beds_blocked_ck" CHECK ("hostel_beds"."blocked" = ("hostel_beds"."blocked_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "hostel_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"floors" integer NOT NULL,
	"warden_name" text,
	"warden_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_blocks_floors_ck" CHECK ("hostel_blocks"."floors" between 1 and 20),
	CONSTRAINT "hostel_blocks_gender_ck" CHECK ("hostel_blocks"."gender" in ('boys', 'girls'))
);
--> statement-breakpoint
CREATE TABLE "hostel_room_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"beds_per_room" integer NOT NULL,
	"ac" boolean DEFAULT false NOT NULL,
	"rent_paise" integer NOT NULL,
	"rent_period" text NOT NULL,
	"mess_paise" integer NOT NULL,
	"mess_period" text NOT NULL,
	"caution_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_room_types_beds_ck" CHECK ("hostel_room_types"."beds_per_room" between 1 and 6),
	CONSTRAINT "hostel_room_types_money_ck" CHECK ("hostel_room_types"."rent_paise" > 0 and "hostel_room_types"."mess_paise" >= 0 and "hostel_room_types"."caution_paise" >= 0),
	CONSTRAINT "hostel_room_types_rent_period_ck" CHECK ("hostel_room_types"."rent_period" in ('semester', 'year')),
	CONSTRAINT "hostel_room_types_mess_period_ck" CHECK ("hostel_room_types"."mess_period" in ('month', 'semester'))
);
--> statement-breakpoint
CREATE TABLE "hostel_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"block_id" integer NOT NULL,
	"floor" integer NOT NULL,
	"number" text NOT NULL,
	"room_type_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_rooms_floor_ck" CHECK ("hostel_rooms"."floor" between 0 and 19)
);
--> statement-breakpoint
ALTER TABLE "hostel_beds" ADD CONSTRAINT "hostel_beds_room_id_hostel_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."hostel_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_rooms" ADD CONSTRAINT "hostel_rooms_block_fk" FOREIGN KEY ("block_id") REFERENCES "public"."hostel_blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_rooms" ADD CONSTRAINT "hostel_rooms_room_type_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."hostel_room_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_beds_room_label_uq" ON "hostel_beds" USING btree ("room_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_blocks_code_uq" ON "hostel_blocks" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_room_types_code_uq" ON "hostel_room_types" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_rooms_block_number_uq" ON "hostel_rooms" USING btree ("block_id","number");--> statement-breakpoint
CREATE INDEX "hostel_rooms_room_type_idx" ON "hostel_rooms" USING btree ("room_type_id");