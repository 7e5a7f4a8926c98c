-- Written by drizzle-kit generate, then put in order (the column filled before the indexes holding it are built)
-- and given what drizzle-kit has no words for: the trigger keeping due_diligences.agency_keys equal to the
-- requisition's agency lines, and the column filled for the requisitions already stored.
-- The billing search (issue 15) at 50,000 cases: the billed index rebuilt in the report's own order (DESC, so
-- nulls first, as the query's ORDER BY) without discarded requisitions and with the agency keys, so a page's
-- ids and the count, by agency too, come from it alone; trigrams for the contains match on the LF number (the
-- case's numbers use the listing's properties_search_text_trgm_idx; migration 0007 created pg_trgm).
ALTER TABLE "due_diligences" ADD COLUMN "agency_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE FUNCTION "due_diligences_collect_agency_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE due_diligences d
    SET agency_keys = array(SELECT DISTINCT r.agency_code || ':' || r.dept_code FROM requisition_agency_requests r WHERE r.due_diligence_id = d.id ORDER BY 1)
    WHERE d.id IN (SELECT n.due_diligence_id FROM new_lines n);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "requisition_agency_requests_agency_keys" AFTER INSERT ON "requisition_agency_requests"
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION "due_diligences_collect_agency_keys"();--> statement-breakpoint
UPDATE "due_diligences" d
  SET "agency_keys" = array(SELECT DISTINCT r."agency_code" || ':' || r."dept_code" FROM "requisition_agency_requests" r WHERE r."due_diligence_id" = d."id" ORDER BY 1)
  WHERE EXISTS (SELECT 1 FROM "requisition_agency_requests" r WHERE r."due_diligence_id" = d."id");--> statement-breakpoint
DROP INDEX "due_diligences_billed_idx";--> statement-breakpoint
CREATE INDEX "due_diligences_billed_idx" ON "due_diligences" USING btree ("firm_id","submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"agency_keys") WHERE "due_diligences"."drafted" = 'N' and "due_diligences"."submitted_at" is not null and "due_diligences"."discarded_at" is null;--> statement-breakpoint
CREATE INDEX "due_diligences_lf_control_no_trgm_idx" ON "due_diligences" USING gin ("lf_control_no" gin_trgm_ops);
