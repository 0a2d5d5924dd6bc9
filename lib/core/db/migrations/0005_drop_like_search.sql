DROP INDEX "cixislar_search_az_idx";--> statement-breakpoint
DROP INDEX "cixislar_search_en_idx";--> statement-breakpoint
DROP INDEX "elanlar_search_az_idx";--> statement-breakpoint
DROP INDEX "elanlar_search_en_idx";--> statement-breakpoint
DROP INDEX "jurnallar_search_az_idx";--> statement-breakpoint
DROP INDEX "jurnallar_search_en_idx";--> statement-breakpoint
DROP INDEX "layiheler_search_az_idx";--> statement-breakpoint
DROP INDEX "layiheler_search_en_idx";--> statement-breakpoint
DROP INDEX "meqaleler_search_az_idx";--> statement-breakpoint
DROP INDEX "meqaleler_search_en_idx";--> statement-breakpoint
DROP INDEX "musahibeler_search_az_idx";--> statement-breakpoint
DROP INDEX "musahibeler_search_en_idx";--> statement-breakpoint
DROP INDEX "xeberler_search_az_idx";--> statement-breakpoint
DROP INDEX "xeberler_search_en_idx";--> statement-breakpoint
DROP INDEX "dercler_search_az_idx";--> statement-breakpoint
DROP INDEX "dercler_search_en_idx";--> statement-breakpoint
ALTER TABLE "cixislar" DROP COLUMN "search_az";--> statement-breakpoint
ALTER TABLE "cixislar" DROP COLUMN "search_en";--> statement-breakpoint
ALTER TABLE "elanlar" DROP COLUMN "search_az";--> statement-breakpoint
ALTER TABLE "elanlar" DROP COLUMN "search_en";--> statement-breakpoint
ALTER TABLE "jurnallar" DROP COLUMN "search_az";--> statement-breakpoint
ALTER TABLE "jurnallar" DROP COLUMN "search_en";--> statement-breakpoint
ALTER TABLE "layiheler" DROP COLUMN "search_az";--> statement-breakpoint
ALTER TABLE "layiheler" DROP COLUMN "search_en";--> statement-breakpoint
ALTER TABLE "meqaleler" DROP COLUMN "search_az";--> statement-breakpoint
ALTER TABLE "meqaleler" DROP COLUMN "search_en";--> statement-breakpoint
ALTER TABLE "musahibeler" DROP COLUMN "search_az";--> statement-breakpoint
ALTER TABLE "musahibeler" DROP COLUMN "search_en";--> statement-breakpoint
ALTER TABLE "xeberler" DROP COLUMN "search_az";--> statement-breakpoint
ALTER TABLE "xeberler" DROP COLUMN "search_en";--> statement-breakpoint
ALTER TABLE "dercler" DROP COLUMN "search_az";--> statement-breakpoint
ALTER TABLE "dercler" DROP COLUMN "search_en";