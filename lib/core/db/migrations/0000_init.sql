-- Hand-added before the generated schema: drizzle-kit does not track extensions or functions.
-- az_fold folds case and the Azerbaijani letters (ə ı İ ö ü ş ç ğ) so that keyword search
-- finds "xəbər" when a visitor types "xeber". lib/search/fold.ts mirrors it in TypeScript.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION az_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(translate(coalesce(t, ''), 'əƏıIİöÖüÜşŞçÇğĞ', 'eeiiioouussccgg')) $$;--> statement-breakpoint
CREATE TABLE "cixislar" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text,
	"text_az" text DEFAULT '' NOT NULL,
	"text_en" text,
	"date" date NOT NULL,
	"photo" text,
	"search_az" text GENERATED ALWAYS AS (az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g'))) STORED,
	"search_en" text GENERATED ALWAYS AS (az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'))) STORED
);
--> statement-breakpoint
CREATE TABLE "elanlar" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text,
	"text_az" text DEFAULT '' NOT NULL,
	"text_en" text,
	"date" date NOT NULL,
	"photo" text,
	"search_az" text GENERATED ALWAYS AS (az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g'))) STORED,
	"search_en" text GENERATED ALWAYS AS (az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'))) STORED,
	"section" text,
	"subsection" text
);
--> statement-breakpoint
CREATE TABLE "jurnallar" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text,
	"text_az" text DEFAULT '' NOT NULL,
	"text_en" text,
	"date" date NOT NULL,
	"photo" text,
	"search_az" text GENERATED ALWAYS AS (az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g'))) STORED,
	"search_en" text GENERATED ALWAYS AS (az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'))) STORED
);
--> statement-breakpoint
CREATE TABLE "layihe_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"image" text,
	"name_az" text NOT NULL,
	"name_en" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layiheler" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text,
	"text_az" text DEFAULT '' NOT NULL,
	"text_en" text,
	"date" date NOT NULL,
	"photo" text,
	"search_az" text GENERATED ALWAYS AS (az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g'))) STORED,
	"search_en" text GENERATED ALWAYS AS (az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'))) STORED,
	"category_id" integer
);
--> statement-breakpoint
CREATE TABLE "meqaleler" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text,
	"text_az" text DEFAULT '' NOT NULL,
	"text_en" text,
	"date" date NOT NULL,
	"photo" text,
	"search_az" text GENERATED ALWAYS AS (az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g'))) STORED,
	"search_en" text GENERATED ALWAYS AS (az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'))) STORED
);
--> statement-breakpoint
CREATE TABLE "musahibeler" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text,
	"text_az" text DEFAULT '' NOT NULL,
	"text_en" text,
	"date" date NOT NULL,
	"photo" text,
	"search_az" text GENERATED ALWAYS AS (az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g'))) STORED,
	"search_en" text GENERATED ALWAYS AS (az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'))) STORED
);
--> statement-breakpoint
CREATE TABLE "xeberler" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text,
	"text_az" text DEFAULT '' NOT NULL,
	"text_en" text,
	"date" date NOT NULL,
	"photo" text,
	"search_az" text GENERATED ALWAYS AS (az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g'))) STORED,
	"search_en" text GENERATED ALWAYS AS (az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'))) STORED
);
--> statement-breakpoint
CREATE TABLE "audit_nov" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_sahe" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cografiya" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dercler" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text,
	"text_az" text DEFAULT '' NOT NULL,
	"text_en" text,
	"date" date NOT NULL,
	"photo" text,
	"search_az" text GENERATED ALWAYS AS (az_fold(title_az || ' ' || regexp_replace(text_az, '<[^>]*>', ' ', 'g'))) STORED,
	"search_en" text GENERATED ALWAYS AS (az_fold(coalesce(title_en, '') || ' ' || regexp_replace(coalesce(text_en, ''), '<[^>]*>', ' ', 'g'))) STORED,
	"type_id" integer NOT NULL,
	"audit_nov_id" integer,
	"audit_sahe_id" integer,
	"rey_nov_id" integer,
	"rey_merhele_id" integer,
	"fealiyyet_nov_id" integer,
	"cografiya_id" integer,
	"il" integer
);
--> statement-breakpoint
CREATE TABLE "fealiyyet_nov" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rey_merhele" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rey_nov" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "types" (
	"id" integer PRIMARY KEY NOT NULL,
	"short_title" text NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text NOT NULL,
	CONSTRAINT "types_short_title_unique" UNIQUE("short_title")
);
--> statement-breakpoint
CREATE TABLE "navbar" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "navlink" (
	"id" serial PRIMARY KEY NOT NULL,
	"nav" integer NOT NULL,
	"parent_id" integer,
	"link" text NOT NULL,
	"name_az" text NOT NULL,
	"name_en" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"short_title" text NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text,
	"text_az" text DEFAULT '' NOT NULL,
	"text_en" text,
	"updated_at" text,
	CONSTRAINT "pages_short_title_unique" UNIQUE("short_title")
);
--> statement-breakpoint
CREATE TABLE "budce_xulasesi" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text,
	"photo" text,
	"file" text,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "infoqrafikler" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text,
	"photo" text,
	"file" text,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qanunlar" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"title_az" text NOT NULL,
	"title_en" text,
	"link" text,
	"file" text,
	"file_size" integer,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videolar" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"title_az" text NOT NULL,
	"title_en" text,
	"link" text,
	"photo" text,
	"size" text
);
--> statement-breakpoint
CREATE TABLE "tovsiyye_novler" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_az" text NOT NULL,
	"name_en" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tovsiyye_qurumlar" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_az" text NOT NULL,
	"name_en" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tovsiyye_statuslar" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_az" text NOT NULL,
	"name_en" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tovsiyyeler" (
	"id" serial PRIMARY KEY NOT NULL,
	"il" integer NOT NULL,
	"qurum_id" integer NOT NULL,
	"nov_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"movzu_az" text NOT NULL,
	"movzu_en" text,
	"metn_az" text NOT NULL,
	"metn_en" text,
	"updated_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_used" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "muraciet_fayllari" (
	"id" uuid PRIMARY KEY NOT NULL,
	"muraciet_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"stored_path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "muraciet_novleri" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_az" text NOT NULL,
	"name_en" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "muracietler" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"language" text NOT NULL,
	"ad" text NOT NULL,
	"soyad" text NOT NULL,
	"ata_ad" text NOT NULL,
	"olke" text NOT NULL,
	"seher" text NOT NULL,
	"unvan" text NOT NULL,
	"tevellud" text NOT NULL,
	"nomre" text NOT NULL,
	"e_poct" text NOT NULL,
	"sosial_durum_id" integer,
	"muraciet_novu_id" integer NOT NULL,
	"qurum_id" integer,
	"qurum_text" text,
	"muraciet_metni" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "muracietler_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "qurumlar" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_az" text NOT NULL,
	"name_en" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sorgu_cavab_setirleri" (
	"id" serial PRIMARY KEY NOT NULL,
	"cavab_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"variant_id" integer,
	"text" text
);
--> statement-breakpoint
CREATE TABLE "sorgu_cavablar" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sorgu_suallar" (
	"id" serial PRIMARY KEY NOT NULL,
	"sual_az" text NOT NULL,
	"sual_en" text NOT NULL,
	"type" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sorgu_variantlar" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"text_az" text NOT NULL,
	"text_en" text NOT NULL,
	"variant_type" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sosial_durumlar" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_az" text NOT NULL,
	"name_en" text NOT NULL,
	"order_num" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "layiheler" ADD CONSTRAINT "layiheler_category_id_layihe_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."layihe_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dercler" ADD CONSTRAINT "dercler_type_id_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dercler" ADD CONSTRAINT "dercler_audit_nov_id_audit_nov_id_fk" FOREIGN KEY ("audit_nov_id") REFERENCES "public"."audit_nov"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dercler" ADD CONSTRAINT "dercler_audit_sahe_id_audit_sahe_id_fk" FOREIGN KEY ("audit_sahe_id") REFERENCES "public"."audit_sahe"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dercler" ADD CONSTRAINT "dercler_rey_nov_id_rey_nov_id_fk" FOREIGN KEY ("rey_nov_id") REFERENCES "public"."rey_nov"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dercler" ADD CONSTRAINT "dercler_rey_merhele_id_rey_merhele_id_fk" FOREIGN KEY ("rey_merhele_id") REFERENCES "public"."rey_merhele"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dercler" ADD CONSTRAINT "dercler_fealiyyet_nov_id_fealiyyet_nov_id_fk" FOREIGN KEY ("fealiyyet_nov_id") REFERENCES "public"."fealiyyet_nov"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dercler" ADD CONSTRAINT "dercler_cografiya_id_cografiya_id_fk" FOREIGN KEY ("cografiya_id") REFERENCES "public"."cografiya"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navlink" ADD CONSTRAINT "navlink_nav_navbar_id_fk" FOREIGN KEY ("nav") REFERENCES "public"."navbar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "navlink" ADD CONSTRAINT "navlink_parent_id_navlink_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navlink"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videolar" ADD CONSTRAINT "videolar_parent_id_videolar_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."videolar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tovsiyyeler" ADD CONSTRAINT "tovsiyyeler_qurum_id_tovsiyye_qurumlar_id_fk" FOREIGN KEY ("qurum_id") REFERENCES "public"."tovsiyye_qurumlar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tovsiyyeler" ADD CONSTRAINT "tovsiyyeler_nov_id_tovsiyye_novler_id_fk" FOREIGN KEY ("nov_id") REFERENCES "public"."tovsiyye_novler"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tovsiyyeler" ADD CONSTRAINT "tovsiyyeler_status_id_tovsiyye_statuslar_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."tovsiyye_statuslar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "muraciet_fayllari" ADD CONSTRAINT "muraciet_fayllari_muraciet_id_muracietler_id_fk" FOREIGN KEY ("muraciet_id") REFERENCES "public"."muracietler"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "muracietler" ADD CONSTRAINT "muracietler_sosial_durum_id_sosial_durumlar_id_fk" FOREIGN KEY ("sosial_durum_id") REFERENCES "public"."sosial_durumlar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "muracietler" ADD CONSTRAINT "muracietler_muraciet_novu_id_muraciet_novleri_id_fk" FOREIGN KEY ("muraciet_novu_id") REFERENCES "public"."muraciet_novleri"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "muracietler" ADD CONSTRAINT "muracietler_qurum_id_qurumlar_id_fk" FOREIGN KEY ("qurum_id") REFERENCES "public"."qurumlar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sorgu_cavab_setirleri" ADD CONSTRAINT "sorgu_cavab_setirleri_cavab_id_sorgu_cavablar_id_fk" FOREIGN KEY ("cavab_id") REFERENCES "public"."sorgu_cavablar"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sorgu_cavab_setirleri" ADD CONSTRAINT "sorgu_cavab_setirleri_question_id_sorgu_suallar_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."sorgu_suallar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sorgu_cavab_setirleri" ADD CONSTRAINT "sorgu_cavab_setirleri_variant_id_sorgu_variantlar_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."sorgu_variantlar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sorgu_variantlar" ADD CONSTRAINT "sorgu_variantlar_question_id_sorgu_suallar_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."sorgu_suallar"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cixislar_date_idx" ON "cixislar" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cixislar_search_az_idx" ON "cixislar" USING gin ("search_az" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cixislar_search_en_idx" ON "cixislar" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "elanlar_date_idx" ON "elanlar" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "elanlar_search_az_idx" ON "elanlar" USING gin ("search_az" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "elanlar_search_en_idx" ON "elanlar" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "elanlar_section_idx" ON "elanlar" USING btree ("section","subsection","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jurnallar_date_idx" ON "jurnallar" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jurnallar_search_az_idx" ON "jurnallar" USING gin ("search_az" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jurnallar_search_en_idx" ON "jurnallar" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "layiheler_date_idx" ON "layiheler" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "layiheler_search_az_idx" ON "layiheler" USING gin ("search_az" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "layiheler_search_en_idx" ON "layiheler" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "layiheler_category_idx" ON "layiheler" USING btree ("category_id","date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "meqaleler_date_idx" ON "meqaleler" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "meqaleler_search_az_idx" ON "meqaleler" USING gin ("search_az" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "meqaleler_search_en_idx" ON "meqaleler" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "musahibeler_date_idx" ON "musahibeler" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "musahibeler_search_az_idx" ON "musahibeler" USING gin ("search_az" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "musahibeler_search_en_idx" ON "musahibeler" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "xeberler_date_idx" ON "xeberler" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "xeberler_search_az_idx" ON "xeberler" USING gin ("search_az" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "xeberler_search_en_idx" ON "xeberler" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dercler_date_idx" ON "dercler" USING btree ("date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dercler_search_az_idx" ON "dercler" USING gin ("search_az" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dercler_search_en_idx" ON "dercler" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dercler_type_date_idx" ON "dercler" USING btree ("type_id","date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "dercler_audit_idx" ON "dercler" USING btree ("audit_nov_id","audit_sahe_id","cografiya_id");--> statement-breakpoint
CREATE INDEX "dercler_rey_idx" ON "dercler" USING btree ("rey_nov_id","rey_merhele_id");--> statement-breakpoint
CREATE INDEX "dercler_il_idx" ON "dercler" USING btree ("il","fealiyyet_nov_id");--> statement-breakpoint
CREATE INDEX "navlink_nav_idx" ON "navlink" USING btree ("nav","parent_id","order_num");--> statement-breakpoint
CREATE INDEX "budce_xulasesi_type_idx" ON "budce_xulasesi" USING btree ("type","order_num","id");--> statement-breakpoint
CREATE INDEX "infoqrafikler_year_idx" ON "infoqrafikler" USING btree ("year","order_num");--> statement-breakpoint
CREATE INDEX "qanunlar_list_order_idx" ON "qanunlar" USING btree ("list","order_num","id");--> statement-breakpoint
CREATE INDEX "videolar_parent_idx" ON "videolar" USING btree ("parent_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tovsiyyeler_filter_idx" ON "tovsiyyeler" USING btree ("il","qurum_id","nov_id","status_id","id");--> statement-breakpoint
CREATE INDEX "muracietler_created_idx" ON "muracietler" USING btree ("created_at");