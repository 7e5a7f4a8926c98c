CREATE TABLE "law_firms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "law_firms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"acct_id" varchar(20) NOT NULL,
	"app_id" varchar(10) DEFAULT 'LRI' NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"postal_code" varchar(6) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"fax" varchar(20) DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"uen" varchar(10) DEFAULT '' NOT NULL,
	"logo_path" text,
	"is_la_active" boolean DEFAULT false NOT NULL,
	CONSTRAINT "law_firms_acct_id_unique" UNIQUE("acct_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" varchar(50) NOT NULL,
	"firm_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_state" text DEFAULT 'ok' NOT NULL,
	"disclaimer_accepted" boolean DEFAULT false NOT NULL,
	"uen_updated" boolean DEFAULT false NOT NULL,
	"question1" text,
	"answer1_hash" text,
	"question2" text,
	"answer2_hash" text,
	"token_version" integer DEFAULT 0 NOT NULL,
	"unique_code" text,
	CONSTRAINT "users_unique_code_unique" UNIQUE("unique_code"),
	CONSTRAINT "users_password_state_check" CHECK ("users"."password_state" in ('ok', 'expired', 'must_change'))
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"user_key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "security_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"set" smallint NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "security_questions_set_text_key" UNIQUE("set","text"),
	CONSTRAINT "security_questions_set_check" CHECK ("security_questions"."set" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "transaction_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transaction_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "transaction_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "properties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"property_ref_no" varchar(30) NOT NULL,
	"lawfirm_ref_no" varchar(25) NOT NULL,
	"prop_address" text DEFAULT '' NOT NULL,
	"prop_type" text NOT NULL,
	"postal" varchar(6) DEFAULT '' NOT NULL,
	"transaction_type_id" integer NOT NULL,
	"client_flag" varchar(1) DEFAULT '' NOT NULL,
	"completion_date" date,
	"status" text DEFAULT 'Pending' NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer NOT NULL,
	CONSTRAINT "properties_property_ref_no_unique" UNIQUE("property_ref_no"),
	CONSTRAINT "properties_prop_type_check" CHECK ("properties"."prop_type" in ('BUILDING', 'LAND')),
	CONSTRAINT "properties_status_check" CHECK ("properties"."status" in ('Pending', 'Active')),
	CONSTRAINT "properties_client_flag_check" CHECK ("properties"."client_flag" in ('', 'B', 'S'))
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"client_category" varchar(1) NOT NULL,
	"comp_name" text DEFAULT '' NOT NULL,
	"uen_no" varchar(10) DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"contact_no" varchar(20) DEFAULT '' NOT NULL,
	"postal" varchar(6) DEFAULT '' NOT NULL,
	"blk_no" varchar(10) DEFAULT '' NOT NULL,
	"road_name" text DEFAULT '' NOT NULL,
	"building" text DEFAULT '' NOT NULL,
	"storey_no" varchar(3) DEFAULT '' NOT NULL,
	"unit_no" varchar(5) DEFAULT '' NOT NULL,
	"is_agent" varchar(1) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_client_category_check" CHECK ("clients"."client_category" in ('0', '1')),
	CONSTRAINT "clients_is_agent_check" CHECK ("clients"."is_agent" in ('0', '1'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_addresses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"searchval" text NOT NULL,
	"blk_no" text DEFAULT '' NOT NULL,
	"road_name" text DEFAULT '' NOT NULL,
	"building" text DEFAULT 'NIL' NOT NULL,
	"address" text NOT NULL,
	"postal" varchar(6) NOT NULL,
	"x" text NOT NULL,
	"y" text NOT NULL,
	"latitude" text NOT NULL,
	"longitude" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uen" varchar(10) NOT NULL,
	"entity_name" text NOT NULL,
	"entity_type_desc" text NOT NULL,
	"uen_status_desc" text NOT NULL,
	"reg_street_name" text DEFAULT '' NOT NULL,
	"reg_postal_code" varchar(6) DEFAULT '' NOT NULL,
	CONSTRAINT "sandbox_companies_uen_unique" UNIQUE("uen")
);
--> statement-breakpoint
CREATE TABLE "sandbox_salespersons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_salespersons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"salesperson_name" text NOT NULL,
	"registration_no" varchar(10) NOT NULL,
	"registration_start_date" date NOT NULL,
	"registration_end_date" date NOT NULL,
	"estate_agent_name" text NOT NULL,
	"estate_agent_license_no" varchar(10) NOT NULL,
	CONSTRAINT "sandbox_salespersons_registration_no_unique" UNIQUE("registration_no")
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_firm_id_law_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_firm_id_law_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_transaction_type_id_transaction_types_id_fk" FOREIGN KEY ("transaction_type_id") REFERENCES "public"."transaction_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_firm_id_law_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_id_lower_key" ON "users" USING btree (lower("user_id"));--> statement-breakpoint
CREATE INDEX "users_firm_id_idx" ON "users" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "properties_firm_id_idx" ON "properties" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "clients_firm_id_idx" ON "clients" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "sandbox_addresses_postal_idx" ON "sandbox_addresses" USING btree ("postal");