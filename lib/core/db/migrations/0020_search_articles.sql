-- Articles become a search group (issue 57, docs/search.md): their title words
-- join the vocabulary (suggestions, infixes) as every other searched kind's do
-- (0008_search_vocabulary.sql).
CREATE TRIGGER "meqaleler_vocabulary_insert" AFTER INSERT ON "meqaleler" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
CREATE TRIGGER "meqaleler_vocabulary_update" AFTER UPDATE ON "meqaleler" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_vocabulary_add();--> statement-breakpoint
INSERT INTO search_vocabulary (lang, word)
SELECT DISTINCT v.lang, v.word FROM (
  SELECT 'az' AS lang, unnest(tsvector_to_array(title_words_az)) AS word FROM "meqaleler"
  UNION ALL
  SELECT 'en', unnest(tsvector_to_array(title_words_en)) FROM "meqaleler"
) v
WHERE v.word ~ '^[a-z]{3,}$'
ON CONFLICT DO NOTHING;
