ALTER TABLE "cixislar" ADD COLUMN "title_fold_az" text GENERATED ALWAYS AS (az_fold(title_az)) STORED;--> statement-breakpoint
ALTER TABLE "cixislar" ADD COLUMN "title_fold_en" text GENERATED ALWAYS AS (az_fold(title_en)) STORED;--> statement-breakpoint
ALTER TABLE "elanlar" ADD COLUMN "title_fold_az" text GENERATED ALWAYS AS (az_fold(title_az)) STORED;--> statement-breakpoint
ALTER TABLE "elanlar" ADD COLUMN "title_fold_en" text GENERATED ALWAYS AS (az_fold(title_en)) STORED;--> statement-breakpoint
ALTER TABLE "jurnallar" ADD COLUMN "title_fold_az" text GENERATED ALWAYS AS (az_fold(title_az)) STORED;--> statement-breakpoint
ALTER TABLE "jurnallar" ADD COLUMN "title_fold_en" text GENERATED ALWAYS AS (az_fold(title_en)) STORED;--> statement-breakpoint
ALTER TABLE "layiheler" ADD COLUMN "title_fold_az" text GENERATED ALWAYS AS (az_fold(title_az)) STORED;--> statement-breakpoint
ALTER TABLE "layiheler" ADD COLUMN "title_fold_en" text GENERATED ALWAYS AS (az_fold(title_en)) STORED;--> statement-breakpoint
ALTER TABLE "meqaleler" ADD COLUMN "title_fold_az" text GENERATED ALWAYS AS (az_fold(title_az)) STORED;--> statement-breakpoint
ALTER TABLE "meqaleler" ADD COLUMN "title_fold_en" text GENERATED ALWAYS AS (az_fold(title_en)) STORED;--> statement-breakpoint
ALTER TABLE "musahibeler" ADD COLUMN "title_fold_az" text GENERATED ALWAYS AS (az_fold(title_az)) STORED;--> statement-breakpoint
ALTER TABLE "musahibeler" ADD COLUMN "title_fold_en" text GENERATED ALWAYS AS (az_fold(title_en)) STORED;--> statement-breakpoint
ALTER TABLE "xeberler" ADD COLUMN "title_fold_az" text GENERATED ALWAYS AS (az_fold(title_az)) STORED;--> statement-breakpoint
ALTER TABLE "xeberler" ADD COLUMN "title_fold_en" text GENERATED ALWAYS AS (az_fold(title_en)) STORED;--> statement-breakpoint
ALTER TABLE "dercler" ADD COLUMN "title_fold_az" text GENERATED ALWAYS AS (az_fold(title_az)) STORED;--> statement-breakpoint
ALTER TABLE "dercler" ADD COLUMN "title_fold_en" text GENERATED ALWAYS AS (az_fold(title_en)) STORED;--> statement-breakpoint
CREATE INDEX "cixislar_title_fold_az_idx" ON "cixislar" USING gin ("title_fold_az" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cixislar_title_fold_en_idx" ON "cixislar" USING gin ("title_fold_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "elanlar_title_fold_az_idx" ON "elanlar" USING gin ("title_fold_az" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "elanlar_title_fold_en_idx" ON "elanlar" USING gin ("title_fold_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jurnallar_title_fold_az_idx" ON "jurnallar" USING gin ("title_fold_az" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jurnallar_title_fold_en_idx" ON "jurnallar" USING gin ("title_fold_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "layiheler_title_fold_az_idx" ON "layiheler" USING gin ("title_fold_az" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "layiheler_title_fold_en_idx" ON "layiheler" USING gin ("title_fold_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meqaleler_title_fold_az_idx" ON "meqaleler" USING gin ("title_fold_az" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meqaleler_title_fold_en_idx" ON "meqaleler" USING gin ("title_fold_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "musahibeler_title_fold_az_idx" ON "musahibeler" USING gin ("title_fold_az" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "musahibeler_title_fold_en_idx" ON "musahibeler" USING gin ("title_fold_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "xeberler_title_fold_az_idx" ON "xeberler" USING gin ("title_fold_az" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "xeberler_title_fold_en_idx" ON "xeberler" USING gin ("title_fold_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dercler_title_fold_az_idx" ON "dercler" USING gin ("title_fold_az" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dercler_title_fold_en_idx" ON "dercler" USING gin ("title_fold_en" gin_trgm_ops);