ALTER TABLE "cixislar" ADD COLUMN "words_az" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "cixislar" ADD COLUMN "words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "elanlar" ADD COLUMN "words_az" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "elanlar" ADD COLUMN "words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "jurnallar" ADD COLUMN "words_az" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "jurnallar" ADD COLUMN "words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "layiheler" ADD COLUMN "words_az" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "layiheler" ADD COLUMN "words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "meqaleler" ADD COLUMN "words_az" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "meqaleler" ADD COLUMN "words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "musahibeler" ADD COLUMN "words_az" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "musahibeler" ADD COLUMN "words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "xeberler" ADD COLUMN "words_az" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "xeberler" ADD COLUMN "words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "dercler" ADD COLUMN "words_az" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
ALTER TABLE "dercler" ADD COLUMN "words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
CREATE INDEX "cixislar_words_az_idx" ON "cixislar" USING gin ("words_az");--> statement-breakpoint
CREATE INDEX "cixislar_words_en_idx" ON "cixislar" USING gin ("words_en");--> statement-breakpoint
CREATE INDEX "elanlar_words_az_idx" ON "elanlar" USING gin ("words_az");--> statement-breakpoint
CREATE INDEX "elanlar_words_en_idx" ON "elanlar" USING gin ("words_en");--> statement-breakpoint
CREATE INDEX "jurnallar_words_az_idx" ON "jurnallar" USING gin ("words_az");--> statement-breakpoint
CREATE INDEX "jurnallar_words_en_idx" ON "jurnallar" USING gin ("words_en");--> statement-breakpoint
CREATE INDEX "layiheler_words_az_idx" ON "layiheler" USING gin ("words_az");--> statement-breakpoint
CREATE INDEX "layiheler_words_en_idx" ON "layiheler" USING gin ("words_en");--> statement-breakpoint
CREATE INDEX "meqaleler_words_az_idx" ON "meqaleler" USING gin ("words_az");--> statement-breakpoint
CREATE INDEX "meqaleler_words_en_idx" ON "meqaleler" USING gin ("words_en");--> statement-breakpoint
CREATE INDEX "musahibeler_words_az_idx" ON "musahibeler" USING gin ("words_az");--> statement-breakpoint
CREATE INDEX "musahibeler_words_en_idx" ON "musahibeler" USING gin ("words_en");--> statement-breakpoint
CREATE INDEX "xeberler_words_az_idx" ON "xeberler" USING gin ("words_az");--> statement-breakpoint
CREATE INDEX "xeberler_words_en_idx" ON "xeberler" USING gin ("words_en");--> statement-breakpoint
CREATE INDEX "dercler_words_az_idx" ON "dercler" USING gin ("words_az");--> statement-breakpoint
CREATE INDEX "dercler_words_en_idx" ON "dercler" USING gin ("words_en");