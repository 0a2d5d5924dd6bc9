DROP INDEX "cixislar_date_idx";--> statement-breakpoint
DROP INDEX "elanlar_date_idx";--> statement-breakpoint
DROP INDEX "elanlar_section_idx";--> statement-breakpoint
DROP INDEX "jurnallar_date_idx";--> statement-breakpoint
DROP INDEX "layiheler_date_idx";--> statement-breakpoint
DROP INDEX "layiheler_category_idx";--> statement-breakpoint
DROP INDEX "meqaleler_date_idx";--> statement-breakpoint
DROP INDEX "musahibeler_date_idx";--> statement-breakpoint
DROP INDEX "xeberler_date_idx";--> statement-breakpoint
DROP INDEX "dercler_date_idx";--> statement-breakpoint
DROP INDEX "dercler_type_date_idx";--> statement-breakpoint
CREATE INDEX "cixislar_date_idx" ON "cixislar" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "elanlar_date_idx" ON "elanlar" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "elanlar_section_idx" ON "elanlar" USING btree ("section","subsection","date","id");--> statement-breakpoint
CREATE INDEX "jurnallar_date_idx" ON "jurnallar" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "layiheler_date_idx" ON "layiheler" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "layiheler_category_idx" ON "layiheler" USING btree ("category_id","date","id");--> statement-breakpoint
CREATE INDEX "meqaleler_date_idx" ON "meqaleler" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "musahibeler_date_idx" ON "musahibeler" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "xeberler_date_idx" ON "xeberler" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "dercler_date_idx" ON "dercler" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "dercler_type_date_idx" ON "dercler" USING btree ("type_id","date","id");