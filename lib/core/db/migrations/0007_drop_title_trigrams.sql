DROP INDEX "cixislar_title_fold_az_idx";--> statement-breakpoint
DROP INDEX "cixislar_title_fold_en_idx";--> statement-breakpoint
DROP INDEX "elanlar_title_fold_az_idx";--> statement-breakpoint
DROP INDEX "elanlar_title_fold_en_idx";--> statement-breakpoint
DROP INDEX "jurnallar_title_fold_az_idx";--> statement-breakpoint
DROP INDEX "jurnallar_title_fold_en_idx";--> statement-breakpoint
DROP INDEX "layiheler_title_fold_az_idx";--> statement-breakpoint
DROP INDEX "layiheler_title_fold_en_idx";--> statement-breakpoint
DROP INDEX "meqaleler_title_fold_az_idx";--> statement-breakpoint
DROP INDEX "meqaleler_title_fold_en_idx";--> statement-breakpoint
DROP INDEX "musahibeler_title_fold_az_idx";--> statement-breakpoint
DROP INDEX "musahibeler_title_fold_en_idx";--> statement-breakpoint
DROP INDEX "xeberler_title_fold_az_idx";--> statement-breakpoint
DROP INDEX "xeberler_title_fold_en_idx";--> statement-breakpoint
DROP INDEX "dercler_title_fold_az_idx";--> statement-breakpoint
DROP INDEX "dercler_title_fold_en_idx";--> statement-breakpoint
ALTER TABLE "cixislar" DROP COLUMN "title_fold_az";--> statement-breakpoint
ALTER TABLE "cixislar" DROP COLUMN "title_fold_en";--> statement-breakpoint
ALTER TABLE "elanlar" DROP COLUMN "title_fold_az";--> statement-breakpoint
ALTER TABLE "elanlar" DROP COLUMN "title_fold_en";--> statement-breakpoint
ALTER TABLE "jurnallar" DROP COLUMN "title_fold_az";--> statement-breakpoint
ALTER TABLE "jurnallar" DROP COLUMN "title_fold_en";--> statement-breakpoint
ALTER TABLE "layiheler" DROP COLUMN "title_fold_az";--> statement-breakpoint
ALTER TABLE "layiheler" DROP COLUMN "title_fold_en";--> statement-breakpoint
ALTER TABLE "meqaleler" DROP COLUMN "title_fold_az";--> statement-breakpoint
ALTER TABLE "meqaleler" DROP COLUMN "title_fold_en";--> statement-breakpoint
ALTER TABLE "musahibeler" DROP COLUMN "title_fold_az";--> statement-breakpoint
ALTER TABLE "musahibeler" DROP COLUMN "title_fold_en";--> statement-breakpoint
ALTER TABLE "xeberler" DROP COLUMN "title_fold_az";--> statement-breakpoint
ALTER TABLE "xeberler" DROP COLUMN "title_fold_en";--> statement-breakpoint
ALTER TABLE "dercler" DROP COLUMN "title_fold_az";--> statement-breakpoint
ALTER TABLE "dercler" DROP COLUMN "title_fold_en";