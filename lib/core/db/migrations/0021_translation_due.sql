ALTER TABLE "cixislar" ADD COLUMN "translation_due" date;--> statement-breakpoint
ALTER TABLE "elanlar" ADD COLUMN "translation_due" date;--> statement-breakpoint
ALTER TABLE "jurnallar" ADD COLUMN "translation_due" date;--> statement-breakpoint
ALTER TABLE "layiheler" ADD COLUMN "translation_due" date;--> statement-breakpoint
ALTER TABLE "meqaleler" ADD COLUMN "translation_due" date;--> statement-breakpoint
ALTER TABLE "musahibeler" ADD COLUMN "translation_due" date;--> statement-breakpoint
ALTER TABLE "xeberler" ADD COLUMN "translation_due" date;--> statement-breakpoint
ALTER TABLE "dercler" ADD COLUMN "translation_due" date;