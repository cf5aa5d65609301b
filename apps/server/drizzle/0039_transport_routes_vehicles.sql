CREATE TABLE "transport_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"vehicle_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"route_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"pickup_time" text NOT NULL,
	"distance_km" numeric(5, 1) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_number" text NOT NULL,
	"capacity" integer NOT NULL,
	"driver_name" text NOT NULL,
	"driver_phone" text NOT NULL,
	"attendant_name" text,
	"attendant_phone" text,
	"fitness_until" date NOT NULL,
	"insurance_until" date NOT NULL,
	"permit_until" date NOT NULL,
	"pollution_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_vehicles_capacity_ck" CHECK ("transport_vehicles"."capacity" between 1 and 120)
);
--> statement-breakpoint
ALTER TABLE "transport_routes" ADD CONSTRAINT "transport_routes_vehicle_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."transport_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_stops" ADD CONSTRAINT "transport_stops_route_id_transport_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."transport_routes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transport_routes_code_uq" ON "transport_routes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_routes_vehicle_uq" ON "transport_routes" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_stops_route_position_uq" ON "transport_stops" USING btree ("route_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_stops_route_name_uq" ON "transport_stops" USING btree ("route_id",lower("name"));--> statement-breakpoint
CREATE INDEX "transport_stops_name_idx" ON "transport_stops" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "transport_vehicles_registration_uq" ON "transport_vehicles" USING btree ("registration_number");