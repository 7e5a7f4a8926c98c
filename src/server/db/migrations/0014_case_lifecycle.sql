CREATE TABLE "case_confirmations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_confirmations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"stage" text NOT NULL,
	"on_date" date NOT NULL,
	"signed_abroad" boolean DEFAULT false NOT NULL,
	"confirmed_by" integer NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_stamp_duty" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "case_stamp_duty_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"saved_by" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_stamp_duty_objects_check" CHECK (jsonb_typeof("case_stamp_duty"."request") = 'object' and jsonb_typeof("case_stamp_duty"."result") = 'object')
);
--> statement-breakpoint
ALTER TABLE "case_confirmations" ADD CONSTRAINT "case_confirmations_firm_id_law_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_confirmations" ADD CONSTRAINT "case_confirmations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_confirmations" ADD CONSTRAINT "case_confirmations_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_stamp_duty" ADD CONSTRAINT "case_stamp_duty_firm_id_law_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_stamp_duty" ADD CONSTRAINT "case_stamp_duty_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_stamp_duty" ADD CONSTRAINT "case_stamp_duty_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_confirmations_property_stage_key" ON "case_confirmations" USING btree ("property_id","stage");--> statement-breakpoint
CREATE INDEX "case_confirmations_firm_idx" ON "case_confirmations" USING btree ("firm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "case_stamp_duty_property_kind_key" ON "case_stamp_duty" USING btree ("property_id","kind");--> statement-breakpoint
CREATE INDEX "case_stamp_duty_firm_idx" ON "case_stamp_duty" USING btree ("firm_id");