CREATE TABLE "sandbox_iras_land" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_iras_land_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"house_no" text NOT NULL,
	"street_name" text NOT NULL,
	"postal_code" varchar(6) NOT NULL,
	"property_account_no" varchar(8) NOT NULL,
	"ppty_description" text NOT NULL,
	CONSTRAINT "sandbox_iras_land_property_account_no_unique" UNIQUE("property_account_no")
);
--> statement-breakpoint
CREATE TABLE "other_service_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "other_service_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"created_by" integer,
	"kind" text NOT NULL,
	"message_type" text NOT NULL,
	"lf_control_no" text,
	"pl_control_no" text,
	"rp_control_no" text NOT NULL,
	"status" text DEFAULT 'Processing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply_due_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"reference_no" text DEFAULT '' NOT NULL,
	"property_type" text DEFAULT '' NOT NULL,
	"property_id" integer,
	"property_account_no" text DEFAULT '' NOT NULL,
	"property_address" text DEFAULT '' NOT NULL,
	"extract" jsonb NOT NULL,
	"parcel_info" jsonb,
	"reply_file" text,
	"appl_fee" integer DEFAULT 0 NOT NULL,
	"appl_gst" integer DEFAULT 0 NOT NULL,
	"transaction_fee" integer DEFAULT 0 NOT NULL,
	"transaction_gst" integer DEFAULT 0 NOT NULL,
	"request_key" text,
	CONSTRAINT "other_service_requests_pl_control_no_unique" UNIQUE("pl_control_no"),
	CONSTRAINT "other_service_requests_rp_control_no_unique" UNIQUE("rp_control_no"),
	CONSTRAINT "other_service_requests_kind_check" CHECK ("other_service_requests"."kind" in ('parcelLand', 'soa', 'nonSoa')),
	CONSTRAINT "other_service_requests_status_check" CHECK ("other_service_requests"."status" in ('Processing', 'Replied')),
	CONSTRAINT "other_service_requests_extract_check" CHECK (jsonb_typeof("other_service_requests"."extract") = 'object')
);
--> statement-breakpoint
ALTER TABLE "other_service_requests" ADD CONSTRAINT "other_service_requests_firm_id_law_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_service_requests" ADD CONSTRAINT "other_service_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_service_requests" ADD CONSTRAINT "other_service_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_iras_land_street_idx" ON "sandbox_iras_land" USING btree ("street_name");--> statement-breakpoint
CREATE INDEX "other_service_requests_listing_idx" ON "other_service_requests" USING btree ("firm_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "other_service_requests_lf_idx" ON "other_service_requests" USING btree ("firm_id","lf_control_no");--> statement-breakpoint
CREATE INDEX "other_service_requests_account_idx" ON "other_service_requests" USING btree ("firm_id","property_account_no");--> statement-breakpoint
CREATE INDEX "other_service_requests_due_idx" ON "other_service_requests" USING btree ("firm_id","reply_due_at") WHERE "other_service_requests"."status" = 'Processing';--> statement-breakpoint
CREATE INDEX "other_service_requests_property_idx" ON "other_service_requests" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "other_service_requests_request_key_idx" ON "other_service_requests" USING btree ("created_by","request_key");