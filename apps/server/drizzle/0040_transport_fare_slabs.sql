CREATE TABLE "transport_fare_slabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"up_to_km" numeric(5, 1) NOT NULL,
	"fee_paise" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_fare_slabs_fee_ck" CHECK ("transport_fare_slabs"."fee_paise" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "transport_fare_slabs_up_to_km_uq" ON "transport_fare_slabs" USING btree ("up_to_km");