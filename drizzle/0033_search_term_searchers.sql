CREATE TABLE "search_term_searchers" (
	"day" date NOT NULL,
	"term" text NOT NULL,
	"searcher" text NOT NULL,
	"address" text NOT NULL,
	CONSTRAINT "search_term_searchers_day_term_searcher_pk" PRIMARY KEY("day","term","searcher")
);
