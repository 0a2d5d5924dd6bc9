ALTER TABLE "cixislar" ADD COLUMN "title_words_az" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(title_az))) STORED;--> statement-breakpoint
ALTER TABLE "cixislar" ADD COLUMN "title_words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(coalesce(title_en, '')))) STORED;--> statement-breakpoint
ALTER TABLE "elanlar" ADD COLUMN "title_words_az" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(title_az))) STORED;--> statement-breakpoint
ALTER TABLE "elanlar" ADD COLUMN "title_words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(coalesce(title_en, '')))) STORED;--> statement-breakpoint
ALTER TABLE "jurnallar" ADD COLUMN "title_words_az" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(title_az))) STORED;--> statement-breakpoint
ALTER TABLE "jurnallar" ADD COLUMN "title_words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(coalesce(title_en, '')))) STORED;--> statement-breakpoint
ALTER TABLE "layiheler" ADD COLUMN "title_words_az" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(title_az))) STORED;--> statement-breakpoint
ALTER TABLE "layiheler" ADD COLUMN "title_words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(coalesce(title_en, '')))) STORED;--> statement-breakpoint
ALTER TABLE "meqaleler" ADD COLUMN "title_words_az" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(title_az))) STORED;--> statement-breakpoint
ALTER TABLE "meqaleler" ADD COLUMN "title_words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(coalesce(title_en, '')))) STORED;--> statement-breakpoint
ALTER TABLE "musahibeler" ADD COLUMN "title_words_az" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(title_az))) STORED;--> statement-breakpoint
ALTER TABLE "musahibeler" ADD COLUMN "title_words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(coalesce(title_en, '')))) STORED;--> statement-breakpoint
ALTER TABLE "xeberler" ADD COLUMN "title_words_az" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(title_az))) STORED;--> statement-breakpoint
ALTER TABLE "xeberler" ADD COLUMN "title_words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(coalesce(title_en, '')))) STORED;--> statement-breakpoint
ALTER TABLE "dercler" ADD COLUMN "title_words_az" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(title_az))) STORED;--> statement-breakpoint
ALTER TABLE "dercler" ADD COLUMN "title_words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(coalesce(title_en, '')))) STORED;--> statement-breakpoint
CREATE INDEX "cixislar_title_words_az_idx" ON "cixislar" USING gin ("title_words_az");--> statement-breakpoint
CREATE INDEX "cixislar_title_words_en_idx" ON "cixislar" USING gin ("title_words_en");--> statement-breakpoint
CREATE INDEX "elanlar_title_words_az_idx" ON "elanlar" USING gin ("title_words_az");--> statement-breakpoint
CREATE INDEX "elanlar_title_words_en_idx" ON "elanlar" USING gin ("title_words_en");--> statement-breakpoint
CREATE INDEX "jurnallar_title_words_az_idx" ON "jurnallar" USING gin ("title_words_az");--> statement-breakpoint
CREATE INDEX "jurnallar_title_words_en_idx" ON "jurnallar" USING gin ("title_words_en");--> statement-breakpoint
CREATE INDEX "layiheler_title_words_az_idx" ON "layiheler" USING gin ("title_words_az");--> statement-breakpoint
CREATE INDEX "layiheler_title_words_en_idx" ON "layiheler" USING gin ("title_words_en");--> statement-breakpoint
CREATE INDEX "meqaleler_title_words_az_idx" ON "meqaleler" USING gin ("title_words_az");--> statement-breakpoint
CREATE INDEX "meqaleler_title_words_en_idx" ON "meqaleler" USING gin ("title_words_en");--> statement-breakpoint
CREATE INDEX "musahibeler_title_words_az_idx" ON "musahibeler" USING gin ("title_words_az");--> statement-breakpoint
CREATE INDEX "musahibeler_title_words_en_idx" ON "musahibeler" USING gin ("title_words_en");--> statement-breakpoint
CREATE INDEX "xeberler_title_words_az_idx" ON "xeberler" USING gin ("title_words_az");--> statement-breakpoint
CREATE INDEX "xeberler_title_words_en_idx" ON "xeberler" USING gin ("title_words_en");--> statement-breakpoint
CREATE INDEX "dercler_title_words_az_idx" ON "dercler" USING gin ("title_words_az");--> statement-breakpoint
CREATE INDEX "dercler_title_words_en_idx" ON "dercler" USING gin ("title_words_en");