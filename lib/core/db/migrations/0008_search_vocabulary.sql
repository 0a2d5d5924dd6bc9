CREATE TABLE "search_vocabulary" (
	"lang" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_vocabulary_lang_word_pk" PRIMARY KEY("lang","word")
);
--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Adds the folded title words of inserted or changed rows to the vocabulary
-- (plain a-z words of three letters or more: what trigrams can compare).
CREATE OR REPLACE FUNCTION search_vocabulary_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_vocabulary (lang, word)
  SELECT DISTINCT v.lang, v.word FROM (
    SELECT 'az' AS lang, unnest(tsvector_to_array(r.title_words_az)) AS word FROM new_rows r
    UNION ALL
    SELECT 'en', unnest(tsvector_to_array(r.title_words_en)) FROM new_rows r
  ) v
  WHERE v.word ~ '^[a-z]{3,}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "xeberler_vocabulary_insert" AFTER INSERT ON "xeberler" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
CREATE TRIGGER "xeberler_vocabulary_update" AFTER UPDATE ON "xeberler" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
CREATE TRIGGER "cixislar_vocabulary_insert" AFTER INSERT ON "cixislar" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
CREATE TRIGGER "cixislar_vocabulary_update" AFTER UPDATE ON "cixislar" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
CREATE TRIGGER "musahibeler_vocabulary_insert" AFTER INSERT ON "musahibeler" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
CREATE TRIGGER "musahibeler_vocabulary_update" AFTER UPDATE ON "musahibeler" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
CREATE TRIGGER "elanlar_vocabulary_insert" AFTER INSERT ON "elanlar" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
CREATE TRIGGER "elanlar_vocabulary_update" AFTER UPDATE ON "elanlar" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
CREATE TRIGGER "jurnallar_vocabulary_insert" AFTER INSERT ON "jurnallar" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
CREATE TRIGGER "jurnallar_vocabulary_update" AFTER UPDATE ON "jurnallar" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
CREATE TRIGGER "layiheler_vocabulary_insert" AFTER INSERT ON "layiheler" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
CREATE TRIGGER "layiheler_vocabulary_update" AFTER UPDATE ON "layiheler" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
CREATE TRIGGER "dercler_vocabulary_insert" AFTER INSERT ON "dercler" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
CREATE TRIGGER "dercler_vocabulary_update" AFTER UPDATE ON "dercler" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
INSERT INTO search_vocabulary (lang, word)
SELECT DISTINCT v.lang, v.word FROM (
  SELECT 'az' AS lang, unnest(tsvector_to_array(title_words_az)) AS word FROM "xeberler"
  UNION ALL
  SELECT 'en', unnest(tsvector_to_array(title_words_en)) FROM "xeberler"
  UNION ALL
  SELECT 'az' AS lang, unnest(tsvector_to_array(title_words_az)) AS word FROM "cixislar"
  UNION ALL
  SELECT 'en', unnest(tsvector_to_array(title_words_en)) FROM "cixislar"
  UNION ALL
  SELECT 'az' AS lang, unnest(tsvector_to_array(title_words_az)) AS word FROM "musahibeler"
  UNION ALL
  SELECT 'en', unnest(tsvector_to_array(title_words_en)) FROM "musahibeler"
  UNION ALL
  SELECT 'az' AS lang, unnest(tsvector_to_array(title_words_az)) AS word FROM "elanlar"
  UNION ALL
  SELECT 'en', unnest(tsvector_to_array(title_words_en)) FROM "elanlar"
  UNION ALL
  SELECT 'az' AS lang, unnest(tsvector_to_array(title_words_az)) AS word FROM "jurnallar"
  UNION ALL
  SELECT 'en', unnest(tsvector_to_array(title_words_en)) FROM "jurnallar"
  UNION ALL
  SELECT 'az' AS lang, unnest(tsvector_to_array(title_words_az)) AS word FROM "layiheler"
  UNION ALL
  SELECT 'en', unnest(tsvector_to_array(title_words_en)) FROM "layiheler"
  UNION ALL
  SELECT 'az' AS lang, unnest(tsvector_to_array(title_words_az)) AS word FROM "dercler"
  UNION ALL
  SELECT 'en', unnest(tsvector_to_array(title_words_en)) FROM "dercler"
) v
WHERE v.word ~ '^[a-z]{3,}$'
ON CONFLICT DO NOTHING;
