CREATE TABLE "requisition_agency_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requisition_agency_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"due_diligence_id" integer NOT NULL,
	"rp_control_no" text NOT NULL,
	"agency_code" text NOT NULL,
	"dept_code" text NOT NULL,
	"charge_code" text NOT NULL,
	"usage_qty" integer DEFAULT 1 NOT NULL,
	"appl_fee" integer NOT NULL,
	"appl_gst" integer NOT NULL,
	"cl_fee" integer NOT NULL,
	"cl_gst" integer NOT NULL,
	"sal_levy_fee" integer DEFAULT 0 NOT NULL,
	"sal_levy_gst" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"reply_due_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"read_flag" text DEFAULT 'unread' NOT NULL,
	"message_type" text DEFAULT '' NOT NULL,
	"reply_file_path" text,
	"nric_list" text DEFAULT '' NOT NULL,
	"uen_list" text DEFAULT '' NOT NULL,
	CONSTRAINT "requisition_agency_requests_rp_control_no_unique" UNIQUE("rp_control_no"),
	CONSTRAINT "requisition_agency_requests_status_check" CHECK ("requisition_agency_requests"."status" in ('Draft', 'Processing', 'Replied')),
	CONSTRAINT "requisition_agency_requests_flag_check" CHECK ("requisition_agency_requests"."read_flag" in ('read', 'unread'))
);
--> statement-breakpoint
ALTER TABLE "due_diligences" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "due_diligences" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "due_diligences" ADD COLUMN "discarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "due_diligences" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "due_diligences" ADD COLUMN "purpose_req" text DEFAULT '001' NOT NULL;--> statement-breakpoint
ALTER TABLE "due_diligences" ADD COLUMN "plan_ind" text DEFAULT 'N' NOT NULL;--> statement-breakpoint
ALTER TABLE "due_diligences" ADD COLUMN "client_flag" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "due_diligences" ADD COLUMN "acra_ppr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "due_diligences" ADD COLUMN "acra_bpr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "due_diligences" ADD COLUMN "acra_ebpr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "due_diligences" ADD COLUMN "transaction_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "due_diligences" ADD COLUMN "transaction_gst" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "due_diligences" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "requisition_agency_requests" ADD CONSTRAINT "requisition_agency_requests_firm_id_law_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_agency_requests" ADD CONSTRAINT "requisition_agency_requests_due_diligence_id_due_diligences_id_fk" FOREIGN KEY ("due_diligence_id") REFERENCES "public"."due_diligences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requisition_agency_requests_dd_idx" ON "requisition_agency_requests" USING btree ("due_diligence_id");--> statement-breakpoint
CREATE INDEX "requisition_agency_requests_firm_idx" ON "requisition_agency_requests" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "requisition_agency_requests_due_idx" ON "requisition_agency_requests" USING btree ("status","reply_due_at");--> statement-breakpoint
ALTER TABLE "due_diligences" ADD CONSTRAINT "due_diligences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "due_diligences_request_key_idx" ON "due_diligences" USING btree ("created_by","request_key");--> statement-breakpoint
ALTER TABLE "due_diligences" ADD CONSTRAINT "due_diligences_purpose_check" CHECK ("due_diligences"."purpose_req" in ('001', '002', '003'));--> statement-breakpoint
ALTER TABLE "due_diligences" ADD CONSTRAINT "due_diligences_plan_check" CHECK ("due_diligences"."plan_ind" in ('Y', 'N'));