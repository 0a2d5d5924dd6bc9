CREATE TABLE "tracker_observed_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"tovsiyye_id" integer NOT NULL,
	"from_status_id" integer,
	"status_id" integer NOT NULL,
	"observed_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_observed_rows" (
	"tovsiyye_id" integer PRIMARY KEY NOT NULL,
	"il" integer,
	"qurum_id" integer,
	"nov_id" integer,
	"status_id" integer NOT NULL,
	"movzu" text NOT NULL,
	"first_seen_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_observer" (
	"id" integer PRIMARY KEY NOT NULL,
	"observed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_items" ADD COLUMN "kind" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "tracker_observed_changes" ADD CONSTRAINT "tracker_observed_changes_tovsiyye_id_tracker_observed_rows_tovsiyye_id_fk" FOREIGN KEY ("tovsiyye_id") REFERENCES "public"."tracker_observed_rows"("tovsiyye_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracker_observed_changes_idx" ON "tracker_observed_changes" USING btree ("tovsiyye_id","id");--> statement-breakpoint
-- The tracker's alerts now follow status changes, whose ids are history entries' (were
-- recommendations'): each followed tracker view is read afresh, remembering what it holds.
UPDATE "alert_queries" SET "seen_ids" = NULL WHERE "target" LIKE 'tracker%';
--> statement-breakpoint
-- Each status a recommendation enters is kept in its history (docs/tracker.md), whatever
-- stores it (the seed, the import, an editor's SQL): on insert, and on a change of status,
-- dated the row's updated_on (the day of the change when updated_on was left as it was).
CREATE FUNCTION tovsiyye_record_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO tovsiyye_tarixce (tovsiyye_id, status_id, since)
      VALUES (NEW.id, NEW.status_id, NEW.updated_on);
  ELSIF NEW.status_id IS DISTINCT FROM OLD.status_id THEN
    INSERT INTO tovsiyye_tarixce (tovsiyye_id, status_id, since)
      VALUES (NEW.id, NEW.status_id, CASE WHEN NEW.updated_on IS DISTINCT FROM OLD.updated_on
        THEN NEW.updated_on ELSE (now() AT TIME ZONE 'Asia/Baku')::date END);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tovsiyyeler_history AFTER INSERT OR UPDATE OF status_id ON tovsiyyeler FOR EACH ROW EXECUTE FUNCTION tovsiyye_record_status();
--> statement-breakpoint
-- A new history entry is what the tracker's and a recommendation's alerts follow.
CREATE TRIGGER tovsiyye_tarixce_alerts AFTER INSERT ON tovsiyye_tarixce FOR EACH STATEMENT EXECUTE FUNCTION alert_mark_change();
