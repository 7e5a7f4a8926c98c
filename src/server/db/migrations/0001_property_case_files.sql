CREATE TABLE "property_lot_infos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_lot_infos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"sequence_key" integer NOT NULL,
	"mkts_id" text DEFAULT 'MK' NOT NULL,
	"mkts_no" text DEFAULT '' NOT NULL,
	"land_lot_format" text DEFAULT 'N' NOT NULL,
	"land_lot_no" text DEFAULT '' NOT NULL,
	"part_indicator" text DEFAULT 'N' NOT NULL,
	"iras_plpt_no" text DEFAULT '' NOT NULL,
	CONSTRAINT "property_lot_infos_land_lot_format_check" CHECK ("property_lot_infos"."land_lot_format" in ('N', 'O')),
	CONSTRAINT "property_lot_infos_part_indicator_check" CHECK ("property_lot_infos"."part_indicator" in ('', 'Y', 'N'))
);
--> statement-breakpoint
CREATE TABLE "property_mcst_details" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_mcst_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"mcst_id" text DEFAULT '' NOT NULL,
	"mcst_no" text DEFAULT '' NOT NULL,
	"sub_mcs_no" text DEFAULT '' NOT NULL,
	"mcst_type" text DEFAULT '' NOT NULL,
	"dev_name" text DEFAULT '' NOT NULL,
	"dev_location" text DEFAULT '' NOT NULL,
	"ma_name" text DEFAULT '' NOT NULL,
	"ma_address1" text DEFAULT '' NOT NULL,
	"ma_address2" text DEFAULT '' NOT NULL,
	"ma_agency_mail" text DEFAULT '' NOT NULL,
	"block_no" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"storey_no" text DEFAULT '' NOT NULL,
	"street_name" text DEFAULT '' NOT NULL,
	"unit_no" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_ref_counters" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lawyers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lawyers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"lawfirm_name" text DEFAULT '' NOT NULL,
	"reference_number" text DEFAULT '' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"fax_number" text DEFAULT '' NOT NULL,
	"linked_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "due_diligences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "due_diligences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"lf_control_no" text NOT NULL,
	"drafted" text DEFAULT 'N' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "due_diligences_lf_control_no_unique" UNIQUE("lf_control_no"),
	CONSTRAINT "due_diligences_drafted_check" CHECK ("due_diligences"."drafted" in ('Y', 'N'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_iras_units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_iras_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"blk_house_no" text NOT NULL,
	"storey_no" text DEFAULT '' NOT NULL,
	"unit_no" text DEFAULT '' NOT NULL,
	"street_name" text NOT NULL,
	"postal_code" varchar(6) NOT NULL,
	"ppty_tax_ref_no" text NOT NULL,
	"ppty_description" text NOT NULL,
	CONSTRAINT "sandbox_iras_units_ppty_tax_ref_no_unique" UNIQUE("ppty_tax_ref_no")
);
--> statement-breakpoint
CREATE TABLE "sandbox_mcsts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_mcsts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mcst_id" text NOT NULL,
	"mcst_no" text NOT NULL,
	"sub_mcs_no" text DEFAULT '' NOT NULL,
	"mcst_type" text DEFAULT '' NOT NULL,
	"dev_name" text DEFAULT '' NOT NULL,
	"dev_location" text DEFAULT '' NOT NULL,
	"ma_name" text DEFAULT '' NOT NULL,
	"ma_address1" text DEFAULT '' NOT NULL,
	"ma_address2" text DEFAULT '' NOT NULL,
	"ma_agency_mail" text DEFAULT '' NOT NULL,
	"block_no" text DEFAULT '' NOT NULL,
	"postal_code" varchar(6) DEFAULT '' NOT NULL,
	"storey_no" text DEFAULT '' NOT NULL,
	"street_name" text DEFAULT '' NOT NULL,
	"unit_no" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "sandbox_mcsts_mcst_id_unique" UNIQUE("mcst_id")
);
--> statement-breakpoint
DROP INDEX "properties_firm_id_idx";--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "transaction_type_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "prop_desc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "prop_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hse_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "prop_acct_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "storey_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "unit_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "road1" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "road2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "plot_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "street_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "location_map" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "mcst_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "lot_type" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "mkts_id" text DEFAULT 'MK' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "mkts_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "strata_lot_format" text DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "strata_lot_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "applicant_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "applicant_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "applicant_contact" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "information_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "task_stage" text DEFAULT 'Property Information' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "check_list_id" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "buyer_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "seller_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "buyer_agent_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "seller_agent_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "buyer_lawyer_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "seller_lawyer_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("properties"."lawfirm_ref_no" || chr(31) || "properties"."property_ref_no" || chr(31) || "properties"."prop_address" || chr(31) || "properties"."status")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "property_lot_infos" ADD CONSTRAINT "property_lot_infos_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_mcst_details" ADD CONSTRAINT "property_mcst_details_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyers" ADD CONSTRAINT "lawyers_firm_id_law_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyers" ADD CONSTRAINT "lawyers_linked_user_id_users_id_fk" FOREIGN KEY ("linked_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligences" ADD CONSTRAINT "due_diligences_firm_id_law_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_diligences" ADD CONSTRAINT "due_diligences_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_lot_infos_property_idx" ON "property_lot_infos" USING btree ("property_id","sequence_key");--> statement-breakpoint
CREATE INDEX "property_mcst_details_property_idx" ON "property_mcst_details" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "lawyers_firm_id_idx" ON "lawyers" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "due_diligences_property_idx" ON "due_diligences" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "due_diligences_firm_id_idx" ON "due_diligences" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "sandbox_iras_units_postal_idx" ON "sandbox_iras_units" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "sandbox_mcsts_mcst_no_idx" ON "sandbox_mcsts" USING btree ("mcst_no");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_buyer_id_clients_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_seller_id_clients_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_buyer_agent_id_clients_id_fk" FOREIGN KEY ("buyer_agent_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_seller_agent_id_clients_id_fk" FOREIGN KEY ("seller_agent_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_buyer_lawyer_id_lawyers_id_fk" FOREIGN KEY ("buyer_lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_seller_lawyer_id_lawyers_id_fk" FOREIGN KEY ("seller_lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_firm_created_idx" ON "properties" USING btree ("firm_id","created_at","id");--> statement-breakpoint
CREATE INDEX "properties_firm_completion_idx" ON "properties" USING btree ("firm_id","completion_date","id");--> statement-breakpoint
CREATE INDEX "properties_firm_lawfirm_ref_idx" ON "properties" USING btree ("firm_id","lawfirm_ref_no","id");--> statement-breakpoint
CREATE INDEX "properties_firm_status_idx" ON "properties" USING btree ("firm_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_check_list_id_key" ON "properties" USING btree ("check_list_id");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_prop_desc_check" CHECK ("properties"."prop_desc" in ('', 'VACANT LAND', 'BUILDING EXISTING', 'UNDER DEVELOPMENT'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_lot_type_check" CHECK ("properties"."lot_type" in ('', 'S', 'A'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_mkts_id_check" CHECK ("properties"."mkts_id" in ('', 'MK', 'TS'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_strata_lot_format_check" CHECK ("properties"."strata_lot_format" in ('N', 'O'));