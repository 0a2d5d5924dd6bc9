CREATE TABLE "request_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"track_id" integer NOT NULL,
	"state" text NOT NULL,
	"since" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"forwarded_to" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_tracks" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"email" text,
	"language" text NOT NULL,
	"type_id" integer NOT NULL,
	"institution_id" integer,
	"received_on" date NOT NULL,
	"deadline" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"erased_at" timestamp with time zone,
	CONSTRAINT "request_tracks_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ALTER COLUMN "address_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "request_states" ADD CONSTRAINT "request_states_track_id_request_tracks_id_fk" FOREIGN KEY ("track_id") REFERENCES "public"."request_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_states_unique_idx" ON "request_states" USING btree ("track_id","state","forwarded_to");--> statement-breakpoint
CREATE INDEX "request_tracks_received_idx" ON "request_tracks" USING btree ("received_on");--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_request_id_request_tracks_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."request_tracks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_request_idx" ON "alert_deliveries" USING btree ("request_id","key");