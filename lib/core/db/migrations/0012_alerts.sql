CREATE TABLE "alert_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_addresses_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "alert_changes" (
	"kind" text PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"address_id" integer NOT NULL,
	"key" text NOT NULL,
	"item_ids" jsonb NOT NULL,
	"subscription_ids" jsonb NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"query_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"date" text NOT NULL,
	"summary" text NOT NULL,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"seen_ids" jsonb,
	"polled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"address_id" integer NOT NULL,
	"query_id" integer NOT NULL,
	"frequency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirm_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"digest_after" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_address_id_alert_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."alert_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_items" ADD CONSTRAINT "alert_items_query_id_alert_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."alert_queries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_address_id_alert_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."alert_addresses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_query_id_alert_queries_id_fk" FOREIGN KEY ("query_id") REFERENCES "public"."alert_queries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_unique_idx" ON "alert_deliveries" USING btree ("address_id","key");--> statement-breakpoint
CREATE INDEX "alert_deliveries_due_idx" ON "alert_deliveries" USING btree ("id") WHERE status <> 'sent';--> statement-breakpoint
CREATE UNIQUE INDEX "alert_items_unique_idx" ON "alert_items" USING btree ("query_id","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_queries_target_idx" ON "alert_queries" USING btree ("target","language");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_unique_idx" ON "alert_subscriptions" USING btree ("address_id","query_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_confirm_idx" ON "alert_subscriptions" USING btree ("confirm_hash");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_query_idx" ON "alert_subscriptions" USING btree ("query_id");--> statement-breakpoint
-- New content marks its kind for the alert detector (lib/alerts/detect.ts), whatever stored it
-- (seed, import, an editor's SQL): one row per kind, however many rows a statement inserts.
CREATE FUNCTION alert_mark_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO alert_changes (kind, changed_at) VALUES (TG_TABLE_NAME, now())
    ON CONFLICT (kind) DO UPDATE SET changed_at = excluded.changed_at;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER xeberler_alerts AFTER INSERT ON xeberler FOR EACH STATEMENT EXECUTE FUNCTION alert_mark_change();
--> statement-breakpoint
CREATE TRIGGER cixislar_alerts AFTER INSERT ON cixislar FOR EACH STATEMENT EXECUTE FUNCTION alert_mark_change();
--> statement-breakpoint
CREATE TRIGGER musahibeler_alerts AFTER INSERT ON musahibeler FOR EACH STATEMENT EXECUTE FUNCTION alert_mark_change();
--> statement-breakpoint
CREATE TRIGGER meqaleler_alerts AFTER INSERT ON meqaleler FOR EACH STATEMENT EXECUTE FUNCTION alert_mark_change();
--> statement-breakpoint
CREATE TRIGGER jurnallar_alerts AFTER INSERT ON jurnallar FOR EACH STATEMENT EXECUTE FUNCTION alert_mark_change();
--> statement-breakpoint
CREATE TRIGGER elanlar_alerts AFTER INSERT ON elanlar FOR EACH STATEMENT EXECUTE FUNCTION alert_mark_change();
--> statement-breakpoint
CREATE TRIGGER layiheler_alerts AFTER INSERT ON layiheler FOR EACH STATEMENT EXECUTE FUNCTION alert_mark_change();
--> statement-breakpoint
CREATE TRIGGER dercler_alerts AFTER INSERT ON dercler FOR EACH STATEMENT EXECUTE FUNCTION alert_mark_change();
