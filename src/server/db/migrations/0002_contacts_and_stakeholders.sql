CREATE TABLE "client_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" integer NOT NULL,
	"sequence_key" integer NOT NULL,
	"individual_name" text DEFAULT '' NOT NULL,
	"identification_no" varchar(10) DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"contact_no" varchar(20) DEFAULT '' NOT NULL,
	"postal" varchar(6) DEFAULT '' NOT NULL,
	"blk_no" varchar(10) DEFAULT '' NOT NULL,
	"road_name" text DEFAULT '' NOT NULL,
	"building" text DEFAULT '' NOT NULL,
	"storey_no" varchar(3) DEFAULT '' NOT NULL,
	"unit_no" varchar(5) DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"agent_cea_no" varchar(20) DEFAULT '' NOT NULL,
	"contact_type" varchar(1) DEFAULT '0' NOT NULL,
	"is_primary" varchar(1) DEFAULT '1' NOT NULL,
	"party_sign" text DEFAULT '' NOT NULL,
	CONSTRAINT "client_contacts_contact_type_check" CHECK ("client_contacts"."contact_type" in ('0', '1')),
	CONSTRAINT "client_contacts_is_primary_check" CHECK ("client_contacts"."is_primary" in ('0', '1'))
);
--> statement-breakpoint
CREATE TABLE "property_secondary_stakeholders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_secondary_stakeholders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"info" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_secondary_stakeholders_kind_check" CHECK ("property_secondary_stakeholders"."kind" in ('mortgagee-bank', 'mortgagee-bank-solicitor', 'redeeming-bank', 'redeeming-bank-solicitor', 'cpf-board', 'cpf-board-solicitor', 'developer', 'developer-solicitor', 'valuer', 'sal', 'tenant')),
	CONSTRAINT "property_secondary_stakeholders_info_check" CHECK (jsonb_typeof("property_secondary_stakeholders"."info") = 'object')
);
--> statement-breakpoint
ALTER TABLE "sandbox_companies" DROP CONSTRAINT "sandbox_companies_uen_unique";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "estate_agent_cea_licence_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "agency_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "list_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "list_contact_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "created_from_property_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_secondary_stakeholders" ADD CONSTRAINT "property_secondary_stakeholders_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("client_id","sequence_key");--> statement-breakpoint
CREATE UNIQUE INDEX "client_contacts_one_primary_key" ON "client_contacts" USING btree ("client_id") WHERE "client_contacts"."is_primary" = '0';--> statement-breakpoint
CREATE UNIQUE INDEX "property_secondary_stakeholders_property_kind_key" ON "property_secondary_stakeholders" USING btree ("property_id","kind");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_buyer_idx" ON "properties" USING btree ("buyer_id") WHERE "properties"."buyer_id" is not null;--> statement-breakpoint
CREATE INDEX "properties_seller_idx" ON "properties" USING btree ("seller_id") WHERE "properties"."seller_id" is not null;--> statement-breakpoint
CREATE INDEX "properties_buyer_agent_idx" ON "properties" USING btree ("buyer_agent_id") WHERE "properties"."buyer_agent_id" is not null;--> statement-breakpoint
CREATE INDEX "properties_seller_agent_idx" ON "properties" USING btree ("seller_agent_id") WHERE "properties"."seller_agent_id" is not null;--> statement-breakpoint
CREATE INDEX "clients_firm_agent_name_idx" ON "clients" USING btree ("firm_id","is_agent","comp_name","id");--> statement-breakpoint
CREATE INDEX "sandbox_companies_uen_idx" ON "sandbox_companies" USING btree ("uen");--> statement-breakpoint
-- Contacts stored before this release get their listing fields as the server now derives them on every write
-- (src/domain/contact/list-fields.ts; they have no contact persons yet, so the client's own address and phone).
UPDATE "clients" SET
	"list_address" = upper(concat_ws(', ',
		nullif(concat_ws(' ', nullif(btrim("blk_no"), ''), nullif(btrim("road_name"), '')), ''),
		CASE WHEN btrim("storey_no") <> '' AND btrim("unit_no") <> '' THEN '#' || btrim("storey_no") || '-' || btrim("unit_no") END,
		CASE WHEN btrim("postal") <> '' THEN 'SINGAPORE ' || btrim("postal") END)),
	"list_contact_no" = btrim("contact_no");--> statement-breakpoint
UPDATE "clients" SET "search_text" = lower(concat_ws(chr(31), btrim("comp_name"), "list_address", "list_contact_no"));
