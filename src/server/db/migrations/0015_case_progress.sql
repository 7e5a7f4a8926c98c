-- Written by drizzle-kit generate. The deadlines board (issue 19): one row per case with its stage, its next
-- deadline and the firm's own lawyer, kept current by the server in the transaction of every write that changes them
-- (src/server/case/case-progress-store.ts), and the board's order as partial indexes over the open cases. The rows
-- are not filled here: a stage and its deadlines come from TypeScript rules SQL has no copy of, so every start gives
-- the cases without one their row (src/server/case/fill-case-progress.ts, run with the seed).
CREATE TABLE "case_progress" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"stage" text NOT NULL,
	"next_kind" text,
	"next_label" text,
	"next_due_at" timestamp with time zone,
	"lawyer_id" integer,
	"lawyer_user_id" integer,
	"closed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_progress" ADD CONSTRAINT "case_progress_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_progress" ADD CONSTRAINT "case_progress_firm_id_law_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_progress" ADD CONSTRAINT "case_progress_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_progress" ADD CONSTRAINT "case_progress_lawyer_user_id_users_id_fk" FOREIGN KEY ("lawyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_progress_board_idx" ON "case_progress" USING btree ("firm_id","next_due_at","property_id") WHERE not "case_progress"."closed";--> statement-breakpoint
CREATE INDEX "case_progress_lawyer_board_idx" ON "case_progress" USING btree ("firm_id","lawyer_user_id","next_due_at","property_id") WHERE not "case_progress"."closed";--> statement-breakpoint
CREATE INDEX "case_progress_stage_board_idx" ON "case_progress" USING btree ("firm_id","stage","next_due_at","property_id") WHERE not "case_progress"."closed";