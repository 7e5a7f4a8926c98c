DROP TABLE "property_ref_counters" CASCADE;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_unique_code_unique";--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT "properties_property_ref_no_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "properties_firm_ref_no_key" ON "properties" USING btree ("firm_id","property_ref_no");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "unique_code";