ALTER TABLE "cixislar" ADD COLUMN "lead_az" text GENERATED ALWAYS AS (left(regexp_replace(text_az, '<[^>]*>', ' ', 'g'), 600)) STORED;--> statement-breakpoint
ALTER TABLE "cixislar" ADD COLUMN "lead_en" text GENERATED ALWAYS AS (left(regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'), 600)) STORED;--> statement-breakpoint
ALTER TABLE "elanlar" ADD COLUMN "lead_az" text GENERATED ALWAYS AS (left(regexp_replace(text_az, '<[^>]*>', ' ', 'g'), 600)) STORED;--> statement-breakpoint
ALTER TABLE "elanlar" ADD COLUMN "lead_en" text GENERATED ALWAYS AS (left(regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'), 600)) STORED;--> statement-breakpoint
ALTER TABLE "jurnallar" ADD COLUMN "lead_az" text GENERATED ALWAYS AS (left(regexp_replace(text_az, '<[^>]*>', ' ', 'g'), 600)) STORED;--> statement-breakpoint
ALTER TABLE "jurnallar" ADD COLUMN "lead_en" text GENERATED ALWAYS AS (left(regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'), 600)) STORED;--> statement-breakpoint
ALTER TABLE "layiheler" ADD COLUMN "lead_az" text GENERATED ALWAYS AS (left(regexp_replace(text_az, '<[^>]*>', ' ', 'g'), 600)) STORED;--> statement-breakpoint
ALTER TABLE "layiheler" ADD COLUMN "lead_en" text GENERATED ALWAYS AS (left(regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'), 600)) STORED;--> statement-breakpoint
ALTER TABLE "meqaleler" ADD COLUMN "lead_az" text GENERATED ALWAYS AS (left(regexp_replace(text_az, '<[^>]*>', ' ', 'g'), 600)) STORED;--> statement-breakpoint
ALTER TABLE "meqaleler" ADD COLUMN "lead_en" text GENERATED ALWAYS AS (left(regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'), 600)) STORED;--> statement-breakpoint
ALTER TABLE "musahibeler" ADD COLUMN "lead_az" text GENERATED ALWAYS AS (left(regexp_replace(text_az, '<[^>]*>', ' ', 'g'), 600)) STORED;--> statement-breakpoint
ALTER TABLE "musahibeler" ADD COLUMN "lead_en" text GENERATED ALWAYS AS (left(regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'), 600)) STORED;--> statement-breakpoint
ALTER TABLE "xeberler" ADD COLUMN "lead_az" text GENERATED ALWAYS AS (left(regexp_replace(text_az, '<[^>]*>', ' ', 'g'), 600)) STORED;--> statement-breakpoint
ALTER TABLE "xeberler" ADD COLUMN "lead_en" text GENERATED ALWAYS AS (left(regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'), 600)) STORED;--> statement-breakpoint
ALTER TABLE "dercler" ADD COLUMN "lead_az" text GENERATED ALWAYS AS (left(regexp_replace(text_az, '<[^>]*>', ' ', 'g'), 600)) STORED;--> statement-breakpoint
ALTER TABLE "dercler" ADD COLUMN "lead_en" text GENERATED ALWAYS AS (left(regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'), 600)) STORED;