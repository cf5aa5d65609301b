CREATE TABLE "server_key" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"fingerprint" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "server_key_one_row" CHECK ("server_key"."id" = 1)
);
