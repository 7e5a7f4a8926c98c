CREATE TABLE "case_presence" (
	"user_pk" integer NOT NULL,
	"tab_id" varchar(64) NOT NULL,
	"firm_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"activity" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "case_presence_user_pk_tab_id_pk" PRIMARY KEY("user_pk","tab_id")
);
--> statement-breakpoint
ALTER TABLE "case_presence" ADD CONSTRAINT "case_presence_user_pk_users_id_fk" FOREIGN KEY ("user_pk") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_presence" ADD CONSTRAINT "case_presence_firm_id_law_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_presence_property_idx" ON "case_presence" USING btree ("property_id","seen_at");