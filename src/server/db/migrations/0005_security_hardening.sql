CREATE TABLE "firm_property_ref_counters" (
	"firm_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"last_no" integer NOT NULL,
	CONSTRAINT "firm_property_ref_counters_firm_id_year_pk" PRIMARY KEY("firm_id","year")
);
--> statement-breakpoint
CREATE TABLE "user_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_pk" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "unique_code_hash" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "firm_property_ref_counters" ADD CONSTRAINT "firm_property_ref_counters_firm_id_law_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_pk_users_id_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("user_pk");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_request_key_idx" ON "properties" USING btree ("created_by","request_key");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_unique_code_hash_unique" UNIQUE("unique_code_hash");--> statement-breakpoint
UPDATE "users" SET "unique_code_hash" = encode(sha256(convert_to("unique_code", 'UTF8')), 'hex') WHERE "unique_code" IS NOT NULL;
