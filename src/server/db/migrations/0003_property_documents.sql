CREATE TABLE "dss_signings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dss_signings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"arranger" text NOT NULL,
	"signing_parties" jsonb NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "dss_signings_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"property_id" integer,
	"sender_name" text NOT NULL,
	"recipients" jsonb NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"message_template_code" text,
	"attachment_document_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "property_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"document_module" text NOT NULL,
	"template_type" text,
	"upload_type" text,
	"action_type" text,
	"signed_by" text,
	"dss_signed" boolean DEFAULT false NOT NULL,
	"source_document_id" integer,
	"file_name" text,
	"file_extension" text DEFAULT 'pdf' NOT NULL,
	"file_path" text,
	"file_size" integer,
	"signed_on" date,
	"option_money" text,
	"expiry" date,
	"acceptance_amount" text,
	"acceptance_signed_on" date,
	"completion_date" date,
	"metadata" jsonb,
	"message_details" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_documents_template_check" CHECK ("property_documents"."document_type" <> 'TEMPLATE' or "property_documents"."template_type" is not null),
	CONSTRAINT "property_documents_metadata_check" CHECK ("property_documents"."metadata" is null or jsonb_typeof("property_documents"."metadata") = 'object')
);
--> statement-breakpoint
ALTER TABLE "dss_signings" ADD CONSTRAINT "dss_signings_firm_id_law_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dss_signings" ADD CONSTRAINT "dss_signings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_firm_id_law_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_firm_id_law_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dss_signings_property_idx" ON "dss_signings" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_firm_idx" ON "outbox_messages" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "property_documents_property_idx" ON "property_documents" USING btree ("property_id","document_module");--> statement-breakpoint
CREATE INDEX "property_documents_firm_idx" ON "property_documents" USING btree ("firm_id");