-- Written by drizzle-kit generate, then given what it has no words for (issue 20, search by party): the functions
-- that say what of a case's parties the listing's search reads, the triggers that keep properties.party_text equal
-- to them on every write of a case or of a party it names, and the column filled for the cases already stored
-- before its trigram index is built. Any write of party_text recomputes it: the refreshes below write '' to say so.
ALTER TABLE "properties" ADD COLUMN "party_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A client (buyer, seller or estate agency): its name, e-mail and the last four characters of its UEN, and each
-- contact person's name, e-mail and NRIC's last four; lower-cased, fields apart by a separator no one types.
-- Never the whole ID: the screens show it masked, and the search must not become a way to test a full number.
CREATE FUNCTION "client_party_text"(client integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(chr(31),
    nullif(trim(c.comp_name), ''), nullif(trim(c.email), ''), nullif(right(trim(c.uen_no), 4), ''),
    (SELECT string_agg(concat_ws(chr(31),
        nullif(trim(p.individual_name), ''), nullif(trim(p.email), ''), nullif(right(trim(p.identification_no), 4), '')),
      chr(31) ORDER BY p.sequence_key, p.id)
     FROM client_contacts p WHERE p.client_id = c.id)))
  FROM clients c WHERE c.id = client
$$;--> statement-breakpoint
-- A lawyer: first and last name as one (so "john tan" finds John Tan) and e-mail.
CREATE FUNCTION "lawyer_party_text"(lawyer integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(concat_ws(chr(31), nullif(trim(l.first_name || ' ' || l.last_name), ''), nullif(trim(l.email), '')))
  FROM lawyers l WHERE l.id = lawyer
$$;--> statement-breakpoint
-- The six party slots of a case, in the summary's order; a slot nobody holds adds nothing.
CREATE FUNCTION "property_party_text"(buyer integer, seller integer, buyer_agent integer, seller_agent integer, buyer_lawyer integer, seller_lawyer integer)
  RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(concat_ws(chr(30),
    client_party_text(buyer), client_party_text(seller), client_party_text(buyer_agent), client_party_text(seller_agent),
    lawyer_party_text(buyer_lawyer), lawyer_party_text(seller_lawyer)), '')
$$;--> statement-breakpoint
CREATE FUNCTION "properties_fill_party_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.party_text := property_party_text(NEW.buyer_id, NEW.seller_id, NEW.buyer_agent_id, NEW.seller_agent_id, NEW.buyer_lawyer_id, NEW.seller_lawyer_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "properties_party_text" BEFORE INSERT OR UPDATE OF "buyer_id", "seller_id", "buyer_agent_id", "seller_agent_id", "buyer_lawyer_id", "seller_lawyer_id", "party_text" ON "properties"
  FOR EACH ROW EXECUTE FUNCTION "properties_fill_party_text"();--> statement-breakpoint
-- The cases naming any of these clients in a client or agent slot recompute their party text (each slot's partial index finds them).
CREATE FUNCTION "refresh_party_text_of_clients"(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE properties SET party_text = ''
  WHERE buyer_id = ANY(ids) OR seller_id = ANY(ids) OR buyer_agent_id = ANY(ids) OR seller_agent_id = ANY(ids)
$$;--> statement-breakpoint
CREATE FUNCTION "clients_refresh_party_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_party_text_of_clients(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clients_party_text" AFTER UPDATE OF "comp_name", "email", "uen_no" ON "clients"
  FOR EACH ROW WHEN ((OLD.comp_name, OLD.email, OLD.uen_no) IS DISTINCT FROM (NEW.comp_name, NEW.email, NEW.uen_no))
  EXECUTE FUNCTION "clients_refresh_party_text"();--> statement-breakpoint
-- A contact person's save rewrites a client's persons in one statement or a few: refresh once per statement.
-- A person never moves to another client, so an update's new rows name every client it touched.
CREATE FUNCTION "client_contacts_refresh_party_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_party_text_of_clients(ARRAY(SELECT DISTINCT client_id FROM changed_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_contacts_party_text_insert" AFTER INSERT ON "client_contacts"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_contacts_refresh_party_text"();--> statement-breakpoint
CREATE TRIGGER "client_contacts_party_text_update" AFTER UPDATE ON "client_contacts"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_contacts_refresh_party_text"();--> statement-breakpoint
CREATE TRIGGER "client_contacts_party_text_delete" AFTER DELETE ON "client_contacts"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "client_contacts_refresh_party_text"();--> statement-breakpoint
CREATE FUNCTION "lawyers_refresh_party_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE properties SET party_text = '' WHERE buyer_lawyer_id = NEW.id OR seller_lawyer_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lawyers_party_text" AFTER UPDATE OF "first_name", "last_name", "email" ON "lawyers"
  FOR EACH ROW WHEN ((OLD.first_name, OLD.last_name, OLD.email) IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.email))
  EXECUTE FUNCTION "lawyers_refresh_party_text"();--> statement-breakpoint
UPDATE "properties" SET "party_text" = '';--> statement-breakpoint
CREATE INDEX "properties_party_text_trgm_idx" ON "properties" USING gin ("party_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_buyer_lawyer_idx" ON "properties" USING btree ("buyer_lawyer_id") WHERE "properties"."buyer_lawyer_id" is not null;--> statement-breakpoint
CREATE INDEX "properties_seller_lawyer_idx" ON "properties" USING btree ("seller_lawyer_id") WHERE "properties"."seller_lawyer_id" is not null;
