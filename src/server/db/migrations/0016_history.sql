CREATE TABLE "history_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"property_id" integer,
	"actor_user_id" integer,
	"kind" text NOT NULL,
	"summary" text NOT NULL,
	"link" text,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stage" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "history_events_changes_check" CHECK (jsonb_typeof("history_events"."changes") = 'array')
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"property_id" integer,
	"event_id" bigint,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"link" text,
	"dedupe_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "history_events" ADD CONSTRAINT "history_events_firm_id_law_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "history_events" ADD CONSTRAINT "history_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_firm_id_law_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_event_id_history_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."history_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_events_firm_idx" ON "history_events" USING btree ("firm_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "history_events_property_idx" ON "history_events" USING btree ("property_id","id" DESC NULLS LAST) WHERE "history_events"."property_id" is not null;--> statement-breakpoint
CREATE INDEX "history_events_actor_idx" ON "history_events" USING btree ("actor_user_id","kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_dedupe_key" ON "notifications" USING btree ("user_id","dedupe_key");--> statement-breakpoint
-- The history is append-only (issue 20): nothing can edit or delete an event, whatever the writer.
CREATE FUNCTION "history_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'history events are never changed or deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "history_events_append_only" BEFORE UPDATE OR DELETE ON "history_events" FOR EACH ROW EXECUTE FUNCTION "history_events_append_only"();
