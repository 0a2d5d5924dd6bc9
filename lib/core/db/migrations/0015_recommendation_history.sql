CREATE TABLE "tovsiyye_tarixce" (
	"id" serial PRIMARY KEY NOT NULL,
	"tovsiyye_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"since" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tovsiyye_tarixce" ADD CONSTRAINT "tovsiyye_tarixce_tovsiyye_id_tovsiyyeler_id_fk" FOREIGN KEY ("tovsiyye_id") REFERENCES "public"."tovsiyyeler"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tovsiyye_tarixce" ADD CONSTRAINT "tovsiyye_tarixce_status_id_tovsiyye_statuslar_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."tovsiyye_statuslar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tovsiyye_tarixce_tovsiyye_idx" ON "tovsiyye_tarixce" USING btree ("tovsiyye_id","since");