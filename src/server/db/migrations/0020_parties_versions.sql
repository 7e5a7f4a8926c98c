ALTER TABLE "properties" ADD COLUMN "parties_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parties_changed_by" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "parties_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_parties_changed_by_users_id_fk" FOREIGN KEY ("parties_changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;