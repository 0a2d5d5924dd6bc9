ALTER TABLE "tovsiyyeler" ADD COLUMN "derc_id" integer;--> statement-breakpoint
ALTER TABLE "tovsiyyeler" ADD CONSTRAINT "tovsiyyeler_derc_id_dercler_id_fk" FOREIGN KEY ("derc_id") REFERENCES "public"."dercler"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tovsiyyeler_derc_idx" ON "tovsiyyeler" USING btree ("derc_id","id");