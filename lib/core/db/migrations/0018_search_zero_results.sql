CREATE TABLE "search_zero_results" (
	"month" text NOT NULL,
	"locale" text NOT NULL,
	"query" text NOT NULL,
	"searches" integer NOT NULL,
	CONSTRAINT "search_zero_results_month_locale_query_pk" PRIMARY KEY("month","locale","query")
);
