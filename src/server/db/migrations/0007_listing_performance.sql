-- Written by drizzle-kit generate, then put in order (the type name column before the search text made from
-- it) and given what drizzle-kit has no words for: pg_trgm for the contains searches' trigram indexes (PGlite
-- loads it in create-database.ts), the triggers keeping properties.transaction_type_name equal to its type's
-- name, and that column filled for the cases already stored.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "transaction_type_name" text;--> statement-breakpoint
CREATE FUNCTION "properties_copy_transaction_type_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.transaction_type_name := (SELECT t.name FROM transaction_types t WHERE t.id = NEW.transaction_type_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_transaction_type_name" BEFORE INSERT OR UPDATE OF "transaction_type_id", "transaction_type_name" ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_copy_transaction_type_name"();--> statement-breakpoint
CREATE FUNCTION "transaction_types_rename_on_properties"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE properties SET transaction_type_name = NEW.name WHERE transaction_type_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transaction_types_name_on_properties" AFTER UPDATE OF "name" ON "transaction_types"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "transaction_types_rename_on_properties"();--> statement-breakpoint
UPDATE "properties" SET "transaction_type_name" = t."name" FROM "transaction_types" t WHERE t."id" = "properties"."transaction_type_id";--> statement-breakpoint
ALTER TABLE "properties" drop column "search_text";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("properties"."lawfirm_ref_no" || chr(31) || "properties"."property_ref_no" || chr(31) || "properties"."prop_address" || chr(31) || "properties"."status" || chr(31) || coalesce("properties"."transaction_type_name", ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "law_firms_name_trgm_idx" ON "law_firms" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_firm_ref_no_idx" ON "properties" USING btree ("firm_id","property_ref_no","id");--> statement-breakpoint
CREATE INDEX "properties_firm_address_idx" ON "properties" USING btree ("firm_id","prop_address","id");--> statement-breakpoint
CREATE INDEX "properties_firm_type_name_idx" ON "properties" USING btree ("firm_id","transaction_type_name","id");--> statement-breakpoint
CREATE INDEX "properties_firm_completion_desc_idx" ON "properties" USING btree ("firm_id","completion_date" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_firm_type_name_desc_idx" ON "properties" USING btree ("firm_id","transaction_type_name" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_search_text_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_firm_agent_address_idx" ON "clients" USING btree ("firm_id","is_agent","list_address","id");--> statement-breakpoint
CREATE INDEX "clients_firm_agent_contact_no_idx" ON "clients" USING btree ("firm_id","is_agent","list_contact_no","id");--> statement-breakpoint
CREATE INDEX "clients_firm_agent_category_idx" ON "clients" USING btree ("firm_id","is_agent","client_category","id");--> statement-breakpoint
CREATE INDEX "clients_firm_agent_created_idx" ON "clients" USING btree ("firm_id","is_agent","created_at","id");--> statement-breakpoint
CREATE INDEX "clients_search_text_trgm_idx" ON "clients" USING gin ("search_text" gin_trgm_ops);